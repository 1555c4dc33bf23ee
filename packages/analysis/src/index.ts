/** Public API of @hammurabi/analysis: the code-analysis engine, the laws and the rule catalogue. */
export { analyzeCode, analyzeCodeWithGrowth } from './analyze.ts';
export type { GrowthAnalysis } from './analyze.ts';
export { createReview, reviewCode } from './review/review.ts';
export type { CodeReview, ReviewSuggestion } from './review/review.ts';
export { checkIdeRules } from './ide/ide-check.ts';
export type { IdeViolation } from './ide/ide-check.ts';
export { analyzeWithProfile, analyzeWithProfileAndGrowth, reviewWithProfile } from './profiles/profile-check.ts';
export {
  BREVITY_LIMIT_RANGES,
  DEFAULT_LAW_PROFILE,
  LAW_PROFILES,
  LAW_PROFILE_DESCRIPTIONS,
  LAW_PROFILE_LABELS,
  defaultLawSettings,
  effectiveLawSettings,
} from './profiles/law-profiles.ts';
export type { EffectiveLawSettings, LawProfile, LawSettings } from './profiles/law-profiles.ts';
export { LAWS, LAW_IDS, getLaw, isLawId } from './laws.ts';
export type { Law } from './laws.ts';
export { RULES, getRule, ruleName, ruleCategory } from './rules.ts';
export type { RuleDefinition } from './rules.ts';
export { RATING_WEIGHTS, scoreBand } from './scoring/ratings.ts';
export { isTestFile, hasMatchingTest } from './files.ts';
export { isSecretName } from './common/secrets.ts';
export { normalizeLanguage, resolveLanguage, languageFromFilename, hasSyntaxTreeSupport } from './language.ts';
export {
  DEFAULT_BREVITY_LIMITS,
  IDE_LINE_LIMIT,
  MAX_CYCLOMATIC_COMPLEXITY,
  MAX_CYCLOMATIC_COMPLEXITY_MAJOR,
  MAX_FILE_LINES,
  MAX_FUNCTION_LINES,
  MAX_FUNCTION_LINES_MAJOR,
  MAX_NESTING_DEPTH,
  MAX_PARAMETERS,
  MIN_DUPLICATE_LINES,
  SCORE_FAIR_THRESHOLD,
  SCORE_GOOD_THRESHOLD,
  SEVERITIES,
} from './constants.ts';
export type * from './types.ts';
export type * from './growth/types.ts';
