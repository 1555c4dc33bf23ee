/**
 * The score's five parts: which rules each rating counts, its weight in the score, and the
 * plain-language text that explains it. `ratings.ts` computes from these tables, and the web app
 * shows the text written from them, so the explanation cannot drift from the arithmetic.
 * Engine-free (`@hammurabi/analysis/ratings`): the browser imports it without the parsers.
 */
import { REPEAT_PENALTY_DECAY, SCORE_GOOD_THRESHOLD, SEVERITIES, SEVERITY_PENALTY } from '../constants.ts';
import { LAWS } from '../laws.ts';
import type { Ratings } from '../types.ts';

export type RatingKey = keyof Ratings;

/** One rating: its name, weight, the rule ids (or id prefixes) it counts, and its explanation. */
export interface RatingPart {
  key: RatingKey;
  label: string;
  /** Share of the overall score (the weights sum to 1). */
  weight: number;
  /** Rule ids or prefixes whose findings take points from this rating. */
  rules: readonly string[];
  /** What the rating measures, in a newcomer's words. */
  measures: string;
  /** What to do to raise it. */
  raise: string;
}

/** Maximum points one law can take from the Governance rating (five laws, twenty points each). */
export const GOVERNANCE_POINTS_PER_LAW = 20;
/** Highest score a file with a Critical finding can get: always "poor". */
export const CRITICAL_SCORE_CAP = 45;
/** Highest score a file with a Major finding can get: at best "fair". */
export const MAJOR_SCORE_CAP = SCORE_GOOD_THRESHOLD;
/** Lines of code above which a file without any comment loses Clarity points. */
export const UNCOMMENTED_FILE_LINES = 50;
/** Clarity points an uncommented file of more than `UNCOMMENTED_FILE_LINES` lines loses. */
export const UNCOMMENTED_FILE_PENALTY = 5;

const lawName = (id: string) => LAWS.find((law) => law.id === id)?.name ?? id;

/** The five ratings in the order reviews show them. */
export const RATING_PARTS: readonly RatingPart[] = Object.freeze([
  {
    key: 'clarity',
    label: 'Clarity',
    weight: 0.15,
    rules: ['HB002', 'HB003'],
    measures: `Whether a reader can tell what the code is for: names that say what things hold or do (HB002 ${lawName('HB002')}) and comments that state each file's and function's purpose (HB003 ${lawName('HB003')}). A file of more than ${UNCOMMENTED_FILE_LINES} lines without any comment also loses ${UNCOMMENTED_FILE_PENALTY} points.`,
    raise:
      'Rename one-letter and placeholder names (tmp, data2) after what they hold, and open each file and exported function with a short comment saying why it exists.',
  },
  {
    key: 'justice',
    label: 'Justice',
    weight: 0.25,
    rules: ['SEC'],
    measures:
      'Security: whether the code treats every input and every user fairly. It counts the security findings (SEC rules), such as code run with eval, SQL or shell commands built from input, hard-coded passwords and keys, and HTML written from input.',
    raise:
      'Never run or concatenate input into code, queries, commands or HTML: pass it as a parameter or escape it, read secrets from the environment, and use the safe API each SEC finding names.',
  },
  {
    key: 'reliability',
    label: 'Reliability',
    weight: 0.25,
    rules: ['HB004', 'HB005', 'REL', 'SYN', 'PERF'],
    measures: `Whether the code behaves the same way every time: shared mutable state (HB004 ${lawName('HB004')}), missing tests (HB005 ${lawName('HB005')}), swallowed or unhandled errors (REL rules), syntax errors (SYN) and work that grows too fast (PERF rules).`,
    raise:
      'Handle or pass on every error instead of ignoring it, keep state inside functions, add a test file for the code, fix syntax errors first, and move repeated work out of loops.',
  },
  {
    key: 'maintainability',
    label: 'Maintainability',
    weight: 0.2,
    rules: ['HB001', 'MNT'],
    measures: `How easy the code is to change: the length, branching, nesting and parameters of functions and the length of the file (HB001 ${lawName('HB001')}), and blocks copied in several places (MNT001).`,
    raise:
      'Split long or deeply nested functions into smaller named steps, split long files by responsibility, and move repeated blocks into one function.',
  },
  {
    key: 'governance',
    label: 'Governance',
    weight: 0.15,
    rules: ['HB001', 'HB002', 'HB003', 'HB004', 'HB005', 'GOV'],
    measures: `Obedience to the five laws as a whole: each law's findings take up to ${GOVERNANCE_POINTS_PER_LAW} points, and unresolved TODO or FIXME markers (GOV001) take more.`,
    raise: 'Fix the law findings listed below, and resolve or remove TODO and FIXME markers.',
  },
] satisfies RatingPart[]);

/** How one finding takes points, in one sentence: the severity penalties and the repeat discount. */
export function penaltySentence(): string {
  const points = SEVERITIES.map((severity) => `${severity} ${SEVERITY_PENALTY[severity]}`).join(', ');
  return `Each rating starts at 100 and each finding it counts takes points (${points}); further findings of the same rule take ${Math.round(REPEAT_PENALTY_DECAY * 100)}% of the one before.`;
}

/** How the overall score is made from the ratings, in plain words. */
export function scoreExplanation(): string {
  const weights = RATING_PARTS.map((part) => `${part.label} ${Math.round(part.weight * 100)}%`).join(', ');
  return `The score (0–100) is the weighted mean of five ratings: ${weights}. ${penaltySentence()} A Critical finding caps the score at ${CRITICAL_SCORE_CAP} and a Major one at ${MAJOR_SCORE_CAP}, so fix those first.`;
}

/** The rules a rating counts, as a reader would list them ("SEC rules", "HB002"). */
export function ratingRuleList(part: RatingPart): string {
  return part.rules.map((rule) => (/\d$/.test(rule) ? rule : `${rule}*`)).join(', ');
}
