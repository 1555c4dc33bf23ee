import type { HumanReviewCreateSchema, ReviewContent } from '@hammurabi/shared';
import type { z } from 'zod';
import { countLines } from '../../ai/limits.ts';
import { AppError } from '../../http/app-error.ts';

/** A checked POST /api/reviews body. */
export type HumanReviewInput = z.output<typeof HumanReviewCreateSchema>;

/**
 * A person's review in the one stored shape, after checking that every line comment points
 * inside `code` (the file's saved version, or a review request's snapshot).
 */
export function humanReviewContent(code: string, input: HumanReviewInput): ReviewContent {
  const lineCount = countLines(code);
  const outside = input.line_comments.find((comment) => comment.line > lineCount);
  if (outside) {
    throw new AppError(
      'validation_failed',
      `Line ${outside.line} is outside the file, which has ${lineCount} line${lineCount === 1 ? '' : 's'}.`,
    );
  }
  return {
    summary: input.comments,
    strengths: [],
    improvements: [],
    security: [],
    performance: [],
    suggestions: [...input.line_comments]
      .sort((left, right) => left.line - right.line)
      .map((comment) => ({ line: comment.line, suggestion: comment.comment })),
    score: input.score,
    source: 'human',
  };
}
