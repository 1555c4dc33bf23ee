import { z } from 'zod';
import { EXERCISE_LANGUAGES } from '../domain/learning.ts';
import { text } from './common.ts';
import { ExerciseTestSchema, LearningCheckSchema } from './learning.ts';
import { UserSummarySchema } from './projects.ts';
import { CodeReviewSchema } from './reviews.ts';

export const ReviewRequestStatusSchema = z.enum(['open', 'reviewed', 'withdrawn']);
export type ReviewRequestStatus = z.infer<typeof ReviewRequestStatusSchema>;

/** How long a learner may expect to wait for a first review, from recent requests. */
export const ExpectedWaitSchema = z.object({
  /** The median time to a first review, or null without recent history. */
  median_seconds: z.number().int().nullable(),
  /** How many reviewed requests the median is taken over. */
  based_on: z.number().int(),
  text: text(),
});
export type ExpectedWait = z.infer<typeof ExpectedWaitSchema>;

/** A review request as lists show it (the dashboard's queue and the learner's own requests). */
export const ReviewRequestSummarySchema = z.object({
  id: z.uuid(),
  module_id: text(),
  module_title: text(),
  path_id: text(),
  path_title: text(),
  language: z.enum(EXERCISE_LANGUAGES),
  status: ReviewRequestStatusSchema,
  learner: UserSummarySchema,
  created_at: text(),
  first_reviewed_at: text().nullable(),
  review_count: z.number().int(),
});
export type ReviewRequestSummary = z.infer<typeof ReviewRequestSummarySchema>;

/**
 * One request with the learner's code as it was submitted, the judge's check (hidden tests by
 * name only) and the exercise's visible tests, its reviews, and what the caller may do.
 */
export const ReviewRequestDetailSchema = ReviewRequestSummarySchema.extend({
  code: text(),
  check: LearningCheckSchema,
  tests: z.array(ExerciseTestSchema),
  reviews: z.array(CodeReviewSchema),
  expected_wait: ExpectedWaitSchema,
  /** Open for two days without a review: the learner may ask the community instead. */
  community_offer: z.boolean(),
  /** The caller may write a review (a learner who completed the exercise or staff, not the requester). */
  can_review: z.boolean(),
  /** The caller is the learner and the request is still open. */
  can_withdraw: z.boolean(),
});
export type ReviewRequestDetail = z.infer<typeof ReviewRequestDetailSchema>;

/** `GET /api/learning/modules/{id}/review-request`: the caller's latest request on an exercise. */
export const ModuleReviewRequestSchema = z.object({
  request: ReviewRequestDetailSchema.nullable(),
  expected_wait: ExpectedWaitSchema,
  /** Why the caller cannot ask now (no submission yet, one open already), or null when they can. */
  ask_blocked_reason: text().nullable(),
});
export type ModuleReviewRequest = z.infer<typeof ModuleReviewRequestSchema>;

/** `GET /api/learning/review-requests/queue`: requests the caller may review, oldest first. */
export const ReviewQueueSchema = z.object({
  /** The caller reviews anything at all (staff, or completed an exercise). */
  reviewer: z.boolean(),
  /** How many requests wait for the caller in all; `requests` holds the oldest few. */
  waiting: z.number().int(),
  requests: z.array(ReviewRequestSummarySchema),
});
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

/** `GET /api/learning/review-requests/mine`: the caller's newest requests. */
export const MyReviewRequestListSchema = z.array(ReviewRequestSummarySchema);

/** `POST /api/learning/modules/{id}/review-request` takes no code: it reviews the latest submission. */
export const ReviewRequestCreateSchema = z
  .strictObject({}, { error: 'A review request takes no code: it snapshots your latest submission.' })
  .nullish();
