import { isUuid, judgedLines, REVIEW_LIMITS } from '@hammurabi/shared';
import type { CodeReview, RecentReview, ReviewContent, ReviewRequested } from '@hammurabi/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AiProviderError } from '../../ai/errors.ts';
import { ANALYSIS_MAX_LINES, countLines } from '../../ai/limits.ts';
import type { AiRuntime } from '../../ai/plugin.ts';
import type { Db } from '../../db/client.ts';
import type { JobHandler, JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../http/app-error.ts';
import { loadReadableFile, projectFilenames, type ReadableFile } from '../files/service.ts';
import { projectOwnerId } from '../projects/service.ts';
import { projectLawSettings } from '../ide/law-settings.ts';
import { humanReviewContent, type HumanReviewInput } from './human-content.ts';
import { toCodeReview } from './mapper.ts';
import { createRequestReview } from './request-reviews.ts';
import { reviewRequestSource, type ReviewCaller } from './request-source.ts';
import * as repository from './repository.ts';
import { activityRecorded } from '../../events/activity.ts';

async function creditReview(db: Db, projectId: string, authorId: string): Promise<void> {
  // Its author and the project's owner get credit for a completed review.
  const owner = await projectOwnerId(db, projectId);
  const stakeholders = [...new Set([authorId, ...(owner ? [owner] : [])])];
  await activityRecorded({ db, userId: authorId, achievementsOf: stakeholders });
}

/** A file's reviews, newest first; readable by whoever may read the file. */
export async function listReviews(db: Db, fileId: string, viewerId: string | null): Promise<CodeReview[]> {
  await loadReadableFile(db, fileId, viewerId);
  return (await repository.listReviews(db, fileId)).map(toCodeReview);
}

/**
 * One review (e.g. to poll a pending AI review); 404 unless the caller may read its file, or, for
 * a review of a learner's request, the request.
 */
export async function getReview(db: Db, reviewId: string, viewer: ReviewCaller | null): Promise<CodeReview> {
  const review = isUuid(reviewId) ? await repository.findReview(db, reviewId) : null;
  if (!review) throw new AppError('not_found', 'Review not found.');
  try {
    if (review.file_id === null) {
      await reviewRequestSource().assertReadable(db, review.review_request_id!, viewer);
    } else {
      await loadReadableFile(db, review.file_id, viewer?.id ?? null);
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') throw new AppError('not_found', 'Review not found.');
    throw error;
  }
  return toCodeReview(review);
}

async function runReview(
  db: Db,
  ai: AiRuntime,
  reviewId: string,
  file: ReadableFile,
  userId: string,
  log: FastifyBaseLogger,
): Promise<'completed' | 'failed'> {
  let content: ReviewContent;
  try {
    content = await ai.provider.review({
      filename: file.filename,
      language: file.language,
      content: file.content,
      projectFiles: await projectFilenames(db, file.projectId),
      lawSettings: await projectLawSettings(db, file.projectId),
    });
  } catch (error) {
    const reason =
      error instanceof AiProviderError ? error.message : 'The review could not be completed. Please try again.';
    if (!(error instanceof AiProviderError)) log.error({ err: error }, 'AI review failed');
    await repository.finishReview(db, reviewId, { error: reason });
    return 'failed';
  }
  // A job taken over from a process that seemed dead may have been finished there meanwhile.
  // The judged lines let the editor tell later which findings still sit on unchanged lines.
  const judged = judgedLines(file.content, content);
  if (await repository.finishReview(db, reviewId, { content, judgedLines: judged })) {
    await creditReview(db, file.projectId, userId);
  }
  return 'completed';
}

/** The background job of a model review (the `ai-review` kind of the job queue). */
export interface ReviewJob {
  reviewId: string;
  userId: string;
  /** The file as it was when the review was requested: the version the review judges. */
  file: ReadableFile;
}

/**
 * Requests an AI review of the file's current version. The built-in engine answers inline (a
 * few milliseconds), so the review is already completed; a model's review is a job in the
 * PostgreSQL queue (src/jobs) that any server process runs, and the review stays pending until
 * it completes or fails.
 */
export async function requestAiReview(
  db: Db,
  ai: AiRuntime,
  jobs: JobQueue,
  fileId: string,
  userId: string,
  log: FastifyBaseLogger,
): Promise<ReviewRequested> {
  const { file } = await loadReadableFile(db, fileId, userId);
  const lineCount = countLines(file.content);
  if (lineCount > ANALYSIS_MAX_LINES) {
    throw new AppError(
      'validation_failed',
      `This file has ${lineCount} lines; AI reviews take files of up to ${ANALYSIS_MAX_LINES} lines. Split it into smaller files (HB001 Law of Brevity).`,
    );
  }
  const id = await repository.insertReview(db, {
    fileId: file.id,
    projectId: file.projectId,
    fileVersion: file.version,
    authorId: userId,
    reviewerType: 'ai',
    provider: ai.provider.name,
    status: 'pending',
  });
  if (ai.provider.inlineReviews) return { id, status: await runReview(db, ai, id, file, userId, log) };
  const job: ReviewJob = {
    reviewId: id,
    userId,
    file: {
      id: file.id,
      projectId: file.projectId,
      filename: file.filename,
      language: file.language,
      content: file.content,
      version: file.version,
    },
  };
  await jobs.enqueue(REVIEW_JOB, { ...job });
  return { id, status: 'pending' };
}

export const REVIEW_JOB = 'ai-review';

/** Runs a queued model review; a review whose job is given up is marked failed with the reason. */
export function reviewJobHandler(db: Db, ai: AiRuntime, log: FastifyBaseLogger): JobHandler<ReviewJob> {
  return {
    async run({ reviewId, userId, file }) {
      const review = await repository.findReview(db, reviewId);
      if (!review || review.status !== 'pending') return;
      await runReview(db, ai, reviewId, file, userId, log);
    },
    async failed({ reviewId }) {
      await repository.finishReview(db, reviewId, {
        error: 'The server reviewing this file stopped before it finished. Please request the review again.',
      });
    },
  };
}

/**
 * A person's review of the file's current version: members of the project, or anyone signed
 * in when the project is public; or of a learner's review request (request-reviews.ts). Line
 * comments must point inside the code.
 */
export async function createHumanReview(
  db: Db,
  reviewer: ReviewCaller,
  input: HumanReviewInput,
  now: Date,
): Promise<CodeReview> {
  if (input.review_request_id !== undefined) {
    return createRequestReview(db, reviewer, input.review_request_id, input, now);
  }
  const userId = reviewer.id;
  const { file } = await loadReadableFile(db, input.file_id!, userId);
  const content = humanReviewContent(file.content, input);
  const id = await repository.insertReview(db, {
    fileId: file.id,
    projectId: file.projectId,
    fileVersion: file.version,
    authorId: userId,
    reviewerType: 'human',
    provider: null,
    status: 'completed',
    reviewContent: content,
    judgedLines: judgedLines(file.content, content),
    score: input.score,
  });
  await creditReview(db, file.projectId, userId);
  return getReview(db, id, reviewer);
}

/** The caller's most recent reviews across their files, newest first. */
export async function listRecentReviews(db: Db, userId: string): Promise<RecentReview[]> {
  const rows = await repository.listRecentReviews(db, userId, REVIEW_LIMITS.recentMax);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
