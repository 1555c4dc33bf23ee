/** Thresholds and weights of the engine; every number a rule depends on lives here. */
import type { BrevityLimits, Severity } from './types.ts';

/** HB001: a function longer than this many lines is reported (Minor). */
export const MAX_FUNCTION_LINES = 50;
/** HB001: a function longer than this many lines is reported as Major. */
export const MAX_FUNCTION_LINES_MAJOR = 100;
/** HB001: cyclomatic complexity above this is reported (Minor). */
export const MAX_CYCLOMATIC_COMPLEXITY = 10;
/** HB001: cyclomatic complexity above this is reported as Major. */
export const MAX_CYCLOMATIC_COMPLEXITY_MAJOR = 20;
/** HB001: control structures nested deeper than this are reported. */
export const MAX_NESTING_DEPTH = 4;
/** HB001: functions taking more parameters than this are reported. */
export const MAX_PARAMETERS = 5;
/** The Law of Brevity's per-function limits when a project sets none (its Major level is twice each). */
export const DEFAULT_BREVITY_LIMITS: Readonly<BrevityLimits> = Object.freeze({
  functionLines: MAX_FUNCTION_LINES,
  complexity: MAX_CYCLOMATIC_COMPLEXITY,
  nesting: MAX_NESTING_DEPTH,
  parameters: MAX_PARAMETERS,
});
/** HB001: files longer than this many lines are reported. */
export const MAX_FILE_LINES = 400;
/** HB002: callbacks up to this many lines may use one-letter parameters. */
export const SHORT_CALLBACK_LINES = 3;
/** MNT001: minimum number of significant lines for a duplicated block. */
export const MIN_DUPLICATE_LINES = 6;
/**
 * Line-based rules read at most this many characters of a line: pattern rules on an unbounded
 * line can cost time in proportion to its length squared, and real code lines are far shorter.
 */
export const MAX_RULE_LINE_LENGTH = 500;
/** SEC004: minimum length of a string literal treated as a possible secret. */
export const MIN_SECRET_LENGTH = 8;

/** Score above which a review is "good". */
export const SCORE_GOOD_THRESHOLD = 80;
/** Score above which a review is "fair". */
export const SCORE_FAIR_THRESHOLD = 50;

/** Points a rating loses for the first finding of a rule, by severity. */
export const SEVERITY_PENALTY: Readonly<Record<Severity, number>> = {
  Critical: 30,
  Major: 12,
  Minor: 4,
  Trivial: 1,
};

/** Each further finding of the same rule costs this fraction of the previous one. */
export const REPEAT_PENALTY_DECAY = 0.6;

/** Severity order, most severe first. */
export const SEVERITIES: readonly Severity[] = ['Critical', 'Major', 'Minor', 'Trivial'];
