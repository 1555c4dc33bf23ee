/**
 * Law profiles: which laws a project enforces and how strictly. Plain data, so the contracts,
 * the web app and the engine read one definition without loading the engine.
 */

/** Strict: every engine finding plus two stricter file checks; Standard: the engine's defaults; Custom: the project's choice. */
export type LawProfile = 'strict' | 'standard' | 'custom';

/** The profiles in the order the UI offers them. */
export const LAW_PROFILES: readonly LawProfile[] = ['strict', 'standard', 'custom'];

/** The profile a project has until its owner picks another. */
export const DEFAULT_LAW_PROFILE: LawProfile = 'standard';

/** Strict's file length limit (lines, counted as an editor numbers them). */
export const STRICT_FILE_LINES = 20;

/** Display names of the profiles. */
export const LAW_PROFILE_LABELS: Readonly<Record<LawProfile, string>> = {
  strict: 'Strict',
  standard: 'Standard',
  custom: 'Custom',
};

/** What each profile does, in one sentence. */
export const LAW_PROFILE_DESCRIPTIONS: Readonly<Record<LawProfile, string>> = {
  strict: `Every engine finding, plus at most ${STRICT_FILE_LINES} lines per file and a /** comment at the top of .js files.`,
  standard: "The analysis engine's defaults: every law and rule with the standard limits.",
  custom: 'The laws and Law of Brevity limits this project chose.',
};

/** The per-function limits of the Law of Brevity a Custom profile may change. */
export type BrevityLimitKey = 'functionLines' | 'complexity' | 'nesting' | 'parameters';

/** The allowed range of each Law of Brevity limit a Custom profile may set. */
export const BREVITY_LIMIT_RANGES: Readonly<Record<BrevityLimitKey, { min: number; max: number; label: string }>> = {
  functionLines: { min: 5, max: 500, label: 'Function length (lines)' },
  complexity: { min: 2, max: 100, label: 'Cyclomatic complexity' },
  nesting: { min: 1, max: 20, label: 'Nesting depth' },
  parameters: { min: 1, max: 20, label: 'Parameters' },
};
