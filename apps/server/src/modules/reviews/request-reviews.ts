import type { CodeReview } from '@hammurabi/shared';
import type { Db } from '../../db/client.ts';
import { activityRecorded } from '../../events/activity.ts';
import { AppError } from '../../http/app-error.ts';
import { humanReviewContent, type HumanReviewInput } from './human-content.ts';
import { toCodeReview } from './mapper.ts';
import * as repository from './repository.ts';
import { reviewRequestSource, type ReviewCaller } from './request-source.ts';

/**
 * A person's review of a learner's review request: the same human review as a file's, of the
 * request's code snapshot (version 1). The request's row is locked while the review is stored, so
 * a withdrawal and a review cannot cross, and the first review answers the request.
 */
export async function createRequestReview(
  db: Db,
  reviewer: ReviewCaller,
  requestId: string,
  input: HumanReviewInput,
  now: Date,
): Promise<CodeReview> {
  const source = reviewRequestSource();
  const id = await db.transaction(async (tx) => {
    const { code } = await source.claimForReview(tx, requestId, reviewer);
    const content = humanReviewContent(code, input);
    const reviewId = await repository.insertReview(tx, {
      fileId: null,
      projectId: null,
      reviewRequestId: requestId,
      fileVersion: 1,
      authorId: reviewer.id,
      reviewerType: 'human',
      provider: null,
      status: 'completed',
      reviewContent: content,
      score: input.score,
      createdAt: now,
    });
    await source.recordReview(tx, requestId, now);
    return reviewId;
  });
  await activityRecorded({ db, userId: reviewer.id, achievementsOf: [reviewer.id] });
  const review = await repository.findReview(db, id);
  if (!review) throw new AppError('not_found', 'Review not found.');
  return toCodeReview(review);
}

/** The reviews of a learner's review request, oldest first; the caller checked who may read them. */
export async function listRequestReviews(db: Db, requestId: string): Promise<CodeReview[]> {
  return (await repository.listRequestReviews(db, requestId)).map(toCodeReview);
}
