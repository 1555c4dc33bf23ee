/** Public API of @hammurabi/analysis: the code-analysis engine, the laws and the rule catalogue. */
export { analyzeCode, analyzeCodeWithGrowth } from './analyze.ts';
export type { GrowthAnalysis } from './analyze.ts';
export { createReview, reviewCode } from './review/review.ts';
export type { CodeReview, ReviewSuggestion } from './review/review.ts';
export { analyzeWithProfile, analyzeWithProfileAndGrowth, reviewWithProfile } from './profiles/profile-check.ts';
export { defaultLawSettings, effectiveLawSettings } from './profiles/law-profiles.ts';
export { lawsInForce } from './profiles/laws-in-force.ts';
export type { EffectiveLawSettings, LawSettings } from './profiles/law-profiles.ts';
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
