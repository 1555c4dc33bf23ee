/** The five ratings and the overall 0–100 score, computed from findings and metrics. */
import { REPEAT_PENALTY_DECAY, SCORE_FAIR_THRESHOLD, SCORE_GOOD_THRESHOLD, SEVERITY_PENALTY } from '../constants.ts';
import { LAW_IDS } from '../laws.ts';
import type { Finding, Metrics, Ratings, ScoreBand } from '../types.ts';

/** Maximum points one law can take from the Governance rating (five laws, twenty points each). */
const GOVERNANCE_POINTS_PER_LAW = 20;
/** Highest score a file with a Critical finding can get: always "poor". */
const CRITICAL_SCORE_CAP = 45;
/** Highest score a file with a Major finding can get: at best "fair". */
const MAJOR_SCORE_CAP = SCORE_GOOD_THRESHOLD;
/** Lines of code above which a file without any comment loses Clarity points. */
const UNCOMMENTED_FILE_LINES = 50;

/** Weights of the ratings in the overall score (they sum to 1). */
export const RATING_WEIGHTS: Readonly<Ratings> = {
  clarity: 0.15,
  justice: 0.25,
  reliability: 0.25,
  maintainability: 0.2,
  governance: 0.15,
};

/** Points lost for a group of findings: full weight for the worst, decaying for repeats of a rule. */
export function penalty(findings: readonly Finding[]): number {
  const byRule = new Map<string, number[]>();
  for (const finding of findings) {
    const weights = byRule.get(finding.ruleId) ?? [];
    weights.push(SEVERITY_PENALTY[finding.severity]);
    byRule.set(finding.ruleId, weights);
  }
  let total = 0;
  for (const weights of byRule.values()) {
    weights.sort((left, right) => right - left);
    weights.forEach((weight, index) => {
      total += weight * REPEAT_PENALTY_DECAY ** index;
    });
  }
  return total;
}

function rating(points: number): number {
  return Math.max(0, Math.min(100, Math.round(100 - points)));
}

function matching(findings: readonly Finding[], predicate: (finding: Finding) => boolean): Finding[] {
  return findings.filter(predicate);
}

/**
 * Clarity: naming and documentation (HB002, HB003). Justice: security (SEC*), whether the code
 * treats every input and user fairly. Reliability: state, tests, errors, syntax and performance
 * (HB004, HB005, REL*, SYN*, PERF*). Maintainability: size, complexity and duplication (HB001,
 * MNT001). Governance: obedience to the five laws, each worth 20 points, plus open markers (GOV*).
 */
export function computeRatings(findings: readonly Finding[], metrics: Metrics): Ratings {
  const has = (prefixes: readonly string[]) => (finding: Finding) =>
    prefixes.some((prefix) => finding.ruleId.startsWith(prefix));
  const uncommented = metrics.commentRatio === 0 && metrics.lines.code > UNCOMMENTED_FILE_LINES ? 5 : 0;
  const governanceLoss = LAW_IDS.reduce(
    (sum, lawId) =>
      sum + Math.min(GOVERNANCE_POINTS_PER_LAW, penalty(matching(findings, (finding) => finding.ruleId === lawId))),
    penalty(matching(findings, has(['GOV']))),
  );
  return {
    clarity: rating(penalty(matching(findings, has(['HB002', 'HB003']))) + uncommented),
    justice: rating(penalty(matching(findings, has(['SEC'])))),
    reliability: rating(penalty(matching(findings, has(['HB004', 'HB005', 'REL', 'SYN', 'PERF'])))),
    maintainability: rating(penalty(matching(findings, has(['HB001', 'MNT'])))),
    governance: rating(governanceLoss),
  };
}

/** The overall score: the weighted mean of the ratings, capped by the most severe finding. */
export function computeScore(ratings: Ratings, findings: readonly Finding[]): number {
  const weighted = (Object.keys(RATING_WEIGHTS) as (keyof Ratings)[]).reduce(
    (sum, key) => sum + ratings[key] * RATING_WEIGHTS[key],
    0,
  );
  let score = Math.round(weighted);
  if (findings.some((finding) => finding.severity === 'Critical')) score = Math.min(score, CRITICAL_SCORE_CAP);
  else if (findings.some((finding) => finding.severity === 'Major')) score = Math.min(score, MAJOR_SCORE_CAP);
  return Math.max(0, Math.min(100, score));
}

/** "good" above 80, "fair" above 50, else "poor". */
export function scoreBand(score: number): ScoreBand {
  if (score > SCORE_GOOD_THRESHOLD) return 'good';
  if (score > SCORE_FAIR_THRESHOLD) return 'fair';
  return 'poor';
}
