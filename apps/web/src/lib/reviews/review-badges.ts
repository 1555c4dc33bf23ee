// The engine's constants module alone: the package entry also pulls in the parser (~500 kB).
import { SCORE_FAIR_THRESHOLD, SCORE_GOOD_THRESHOLD } from '@hammurabi/analysis/constants';
import { type CodeReview, displayName } from '@hammurabi/shared';

export type ReviewBadgeVariant = 'success' | 'warning' | 'destructive' | 'secondary';

/** Over 80 is a success, over 50 a warning, anything else destructive. */
export function scoreVariant(score: number): ReviewBadgeVariant {
  if (score > SCORE_GOOD_THRESHOLD) return 'success';
  if (score > SCORE_FAIR_THRESHOLD) return 'warning';
  return 'destructive';
}

/** A completed review shows a success badge, any other status a secondary one. */
export function statusVariant(status: CodeReview['status']): ReviewBadgeVariant {
  return status === 'completed' ? 'success' : 'secondary';
}

/** "Guardian AI Review" for the AI, the username for a person, else "Human Reviewer". */
export function reviewerLabel(review: Pick<CodeReview, 'reviewer_type' | 'reviewer'>): string {
  if (review.reviewer_type === 'ai') return 'Guardian AI Review';
  return review.reviewer ? displayName(review.reviewer) : 'Human Reviewer';
}

/** A review id is shown cut to its first 8 characters. */
export function shortReviewId(id: string): string {
  return id.slice(0, 8);
}
