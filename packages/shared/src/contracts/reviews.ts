import { z } from 'zod';
import { MAX_INT4 } from '../domain/text.ts';
import { text } from './common.ts';
import { UserSummarySchema } from './projects.ts';

/** Limits of human reviews. */
export const REVIEW_LIMITS = {
  commentsMax: 10_000,
  lineCommentMax: 2000,
  lineCommentsMax: 200,
  /** How many reviews /code-review lists as the caller's recent ones. */
  recentMax: 10,
} as const;

/** A line-anchored suggestion. */
export const ReviewSuggestionSchema = z.object({
  line: z.number().int().min(1),
  suggestion: text(),
});

/** One finding of the analysis engine; lines are 1-based and inclusive. */
export const ReviewFindingSchema = z.object({
  ruleId: text(),
  ruleName: text(),
  category: text(),
  severity: z.enum(['Critical', 'Major', 'Minor', 'Trivial']),
  message: text(),
  startLine: z.number().int(),
  endLine: z.number().int(),
  fix: text().optional(),
  /** The lesson that teaches this finding's law or rule, e.g. /learning/review-lessons/lesson-naming. */
  learnUrl: text().nullable().optional(),
});
export type ReviewFinding = z.infer<typeof ReviewFindingSchema>;

export const ReviewRatingsSchema = z.object({
  clarity: z.number(),
  justice: z.number(),
  reliability: z.number(),
  maintainability: z.number(),
  governance: z.number(),
});
export type ReviewRatings = z.infer<typeof ReviewRatingsSchema>;

/**
 * The stored review: the fields the screens read, plus for AI reviews the engine's
 * findings and ratings, and for human reviews the reviewer's line comments.
 */
export const ReviewContentSchema = z.object({
  summary: text(),
  strengths: z.array(text()),
  improvements: z.array(text()),
  security: z.array(text()),
  performance: z.array(text()),
  suggestions: z.array(ReviewSuggestionSchema),
  score: z.number().int().min(0).max(100),
  findings: z.array(ReviewFindingSchema).optional(),
  ratings: ReviewRatingsSchema.optional(),
  analysisLevel: text().optional(),
  language: text().optional(),
  /** Who wrote the prose: "engine" (built-in analysis) or "model" (the configured language model). */
  source: z.enum(['engine', 'model', 'human']).optional(),
});
export type ReviewContent = z.infer<typeof ReviewContentSchema>;

export const ReviewStatusSchema = z.enum(['pending', 'completed', 'failed']);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

/**
 * A code review as the API answers it. `reviewer` is the person for human reviews, null for AI.
 * A review of a file names the file and its project; a review of a learner's review request names
 * the request instead (its code snapshot never changes: version 1).
 */
export const CodeReviewSchema = z.object({
  id: z.uuid(),
  file_id: z.uuid().nullable(),
  project_id: z.uuid().nullable(),
  review_request_id: z.uuid().nullable(),
  file_version: z.number().int(),
  reviewer_type: z.enum(['ai', 'human']),
  reviewer: UserSummarySchema.nullable(),
  requested_by: UserSummarySchema.nullable(),
  status: ReviewStatusSchema,
  provider: text().nullable(),
  score: z.number().int().nullable(),
  review_content: ReviewContentSchema.nullable(),
  /**
   * The judged text of each line the findings and suggestions point at; a finding whose lines
   * no longer read so (changed or moved) is outdated. Null for reviews stored before it was kept.
   */
  judged_lines: z.array(z.object({ line: z.number().int(), text: text() })).nullable(),
  error: text().nullable(),
  created_at: text(),
  completed_at: text().nullable(),
});
export type CodeReview = z.infer<typeof CodeReviewSchema>;
export const CodeReviewListSchema = z.array(CodeReviewSchema);

/** GET /api/reviews/recent: one of the caller's recent reviews, named by its file and project. */
export const RecentReviewSchema = z.object({
  id: z.uuid(),
  file_id: z.uuid(),
  project_id: z.uuid(),
  filename: text(),
  project_title: text(),
  reviewer_type: z.enum(['ai', 'human']),
  status: ReviewStatusSchema,
  score: z.number().int().nullable(),
  created_at: text(),
});
export type RecentReview = z.infer<typeof RecentReviewSchema>;
export const RecentReviewListSchema = z.array(RecentReviewSchema);

/** The answer to POST /api/reviews/code/{fileId}. */
export const ReviewRequestedSchema = z.object({ id: z.uuid(), status: ReviewStatusSchema });
export type ReviewRequested = z.infer<typeof ReviewRequestedSchema>;

/**
 * POST /api/reviews/: a human review of a file's current version, or of the code of a learner's
 * review request (`review_request_id`): exactly one of the two.
 */
export const HumanReviewCreateSchema = z
  .strictObject({
    file_id: z.uuid({ error: 'file_id must be a file id (UUID).' }).optional(),
    review_request_id: z.uuid({ error: 'review_request_id must be a review request id (UUID).' }).optional(),
    score: z
      .number({ error: 'Score must be a whole number from 0 to 100.' })
      .int({ error: 'Score must be a whole number from 0 to 100.' })
      .min(0, { error: 'Score must be a whole number from 0 to 100.' })
      .max(100, { error: 'Score must be a whole number from 0 to 100.' }),
    comments: text({ error: 'Comments are required.' })
      .trim()
      .min(1, { error: 'Comments must not be empty.' })
      .max(REVIEW_LIMITS.commentsMax, { error: `Comments must be at most ${REVIEW_LIMITS.commentsMax} characters.` }),
    line_comments: z
      .array(
        z.strictObject({
          line: z
            .number()
            .int()
            .min(1, { error: 'Line numbers start at 1.' })
            .max(MAX_INT4, { error: 'Line numbers must be line numbers of the file.' }),
          comment: text()
            .trim()
            .min(1, { error: 'A line comment must not be empty.' })
            .max(REVIEW_LIMITS.lineCommentMax, {
              error: `A line comment must be at most ${REVIEW_LIMITS.lineCommentMax} characters.`,
            }),
        }),
      )
      .max(REVIEW_LIMITS.lineCommentsMax, { error: `At most ${REVIEW_LIMITS.lineCommentsMax} line comments.` })
      .default([]),
  })
  .refine((review) => (review.file_id === undefined) !== (review.review_request_id === undefined), {
    error: "Send either file_id (a file) or review_request_id (a learner's review request), not both.",
  });
export type HumanReviewCreate = z.input<typeof HumanReviewCreateSchema>;
