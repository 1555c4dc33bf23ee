import type { DbExecutor } from '../../db/client.ts';
import { Registrations } from '../../events/registrations.ts';
import type { UserRole } from '../../auth/roles.ts';
import { AppError } from '../../http/app-error.ts';

/** Who is reading or reviewing: the signed-in caller's id and roles, or null for a visitor. */
export interface ReviewCaller {
  id: string;
  roles: readonly UserRole[];
}

/**
 * Where the code of a learner's review request comes from (modules/learning registers it): a
 * request is reviewed with the same human reviews as a file, and this module knows nothing else
 * of learning.
 */
export interface ReviewRequestSource {
  /**
   * Locks the request inside the review's transaction and checks that `reviewer` may review it
   * (AppError otherwise); answers the code snapshot the review's line comments point into.
   */
  claimForReview(tx: DbExecutor, requestId: string, reviewer: ReviewCaller): Promise<{ code: string }>;
  /** Notes, in the same transaction, a review written at `at`: the first one answers the request. */
  recordReview(tx: DbExecutor, requestId: string, at: Date): Promise<void>;
  /** Throws 404 unless `viewer` may read the request (its learner or one who may review it). */
  assertReadable(db: DbExecutor, requestId: string, viewer: ReviewCaller | null): Promise<void>;
}

// Counted per live app: several apps in one process (tests) share one registration.
const sources = new Registrations<ReviewRequestSource>();

/** Registers the source of review requests; returns a function that removes it again. */
export function registerReviewRequestSource(source: ReviewRequestSource): () => void {
  return sources.add(source);
}

/** The registered source; a server without learning has no review requests to review. */
export function reviewRequestSource(): ReviewRequestSource {
  const [source] = sources.values();
  if (!source) throw new AppError('not_found', 'Review request not found.');
  return source;
}
