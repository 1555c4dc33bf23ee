/** The five ratings and the overall 0–100 score, computed from findings and metrics. */
import { REPEAT_PENALTY_DECAY, SCORE_FAIR_THRESHOLD, SCORE_GOOD_THRESHOLD, SEVERITY_PENALTY } from '../constants.ts';
import { LAW_IDS } from '../laws.ts';
import type { Finding, Metrics, Ratings, ScoreBand } from '../types.ts';
import {
  CRITICAL_SCORE_CAP,
  GOVERNANCE_POINTS_PER_LAW,
  MAJOR_SCORE_CAP,
  RATING_PARTS,
  UNCOMMENTED_FILE_LINES,
  UNCOMMENTED_FILE_PENALTY,
  type RatingKey,
  type RatingPart,
} from './rating-parts.ts';

const part = (key: RatingKey) => RATING_PARTS.find((candidate) => candidate.key === key) as RatingPart;

/** Weights of the ratings in the overall score (they sum to 1), from `RATING_PARTS`. */
export const RATING_WEIGHTS: Readonly<Ratings> = Object.freeze(
  Object.fromEntries(RATING_PARTS.map((rating) => [rating.key, rating.weight])) as unknown as Ratings,
);

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
 * The five ratings, each counting the findings of the rules its part in `rating-parts.ts` names
 * (which also explains them to users). Governance takes at most 20 points per law, plus open
 * markers (GOV*); Clarity also loses points for a long file without any comment.
 */
export function computeRatings(findings: readonly Finding[], metrics: Metrics): Ratings {
  const counted = (key: RatingKey, only?: (ruleId: string) => boolean) =>
    findings.filter(
      (finding) =>
        part(key).rules.some((prefix) => finding.ruleId.startsWith(prefix)) && (only?.(finding.ruleId) ?? true),
    );
  const uncommented =
    metrics.commentRatio === 0 && metrics.lines.code > UNCOMMENTED_FILE_LINES ? UNCOMMENTED_FILE_PENALTY : 0;
  const lawIds: readonly string[] = LAW_IDS;
  const governanceLoss = LAW_IDS.reduce(
    (sum, lawId) =>
      sum + Math.min(GOVERNANCE_POINTS_PER_LAW, penalty(matching(findings, (finding) => finding.ruleId === lawId))),
    penalty(counted('governance', (ruleId) => !lawIds.includes(ruleId))),
  );
  return {
    clarity: rating(penalty(counted('clarity')) + uncommented),
    justice: rating(penalty(counted('justice'))),
    reliability: rating(penalty(counted('reliability'))),
    maintainability: rating(penalty(counted('maintainability'))),
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
