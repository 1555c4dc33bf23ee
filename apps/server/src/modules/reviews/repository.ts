import { and, desc, eq, exists, or, sql } from 'drizzle-orm';
import type { JudgedLine, ReviewContent } from '@hammurabi/shared';
import type { DbExecutor as Db } from '../../db/client.ts';
import { codeReviews, projectCollaborators, projectFiles, projects } from '../../db/schema/index.ts';
import { userSummary, type UserSummary } from '../../db/user-summary.ts';

export interface ReviewRecord {
  id: string;
  file_id: string | null;
  project_id: string | null;
  review_request_id: string | null;
  file_version: number;
  reviewer_type: 'ai' | 'human';
  author: UserSummary | null;
  status: 'pending' | 'completed' | 'failed';
  provider: string | null;
  score: number | null;
  review_content: ReviewContent | null;
  judged_lines: JudgedLine[] | null;
  error: string | null;
  created_at: Date;
  completed_at: Date | null;
}

const reviewColumns = {
  id: codeReviews.id,
  file_id: codeReviews.fileId,
  project_id: codeReviews.projectId,
  review_request_id: codeReviews.reviewRequestId,
  file_version: codeReviews.fileVersion,
  reviewer_type: codeReviews.reviewerType,
  status: codeReviews.status,
  provider: codeReviews.provider,
  score: codeReviews.score,
  review_content: codeReviews.reviewContent,
  judged_lines: codeReviews.judgedLines,
  error: codeReviews.error,
  created_at: codeReviews.createdAt,
  completed_at: codeReviews.completedAt,
  author: userSummary(codeReviews.authorId),
};

/** A file's reviews, newest first, with the author's public name. */
export async function listReviews(db: Db, fileId: string): Promise<ReviewRecord[]> {
  return db
    .select(reviewColumns)
    .from(codeReviews)
    .where(eq(codeReviews.fileId, fileId))
    .orderBy(desc(codeReviews.createdAt), codeReviews.id);
}

/** The reviews of a learner's review request, oldest first (the order they answered it in). */
export async function listRequestReviews(db: Db, requestId: string): Promise<ReviewRecord[]> {
  return db
    .select(reviewColumns)
    .from(codeReviews)
    .where(eq(codeReviews.reviewRequestId, requestId))
    .orderBy(codeReviews.createdAt, codeReviews.id);
}

/** One review, or null. */
export async function findReview(db: Db, id: string): Promise<ReviewRecord | null> {
  const [row] = await db.select(reviewColumns).from(codeReviews).where(eq(codeReviews.id, id));
  return row ?? null;
}

export interface NewReview {
  /** A file's review names the file and its project; a request's review names the request. */
  fileId: string | null;
  projectId: string | null;
  reviewRequestId?: string;
  fileVersion: number;
  authorId: string;
  reviewerType: 'ai' | 'human';
  provider: string | null;
  status: 'pending' | 'completed';
  reviewContent?: ReviewContent;
  judgedLines?: JudgedLine[];
  score?: number;
  /** When it was written, by the server's clock; the database's clock otherwise. */
  createdAt?: Date;
}

export async function insertReview(db: Db, review: NewReview): Promise<string> {
  const completedAt = review.status === 'completed' ? (review.createdAt ?? sql`now()`) : null;
  const [row] = await db
    .insert(codeReviews)
    .values({ ...review, completedAt })
    .returning({ id: codeReviews.id });
  if (!row) throw new Error('review insert returned nothing');
  return row.id;
}

/** Finishes a pending review with its content, or with the reason it failed. */
export async function finishReview(
  db: Db,
  id: string,
  outcome: { content: ReviewContent; judgedLines: JudgedLine[] } | { error: string },
): Promise<boolean> {
  const finished = await db
    .update(codeReviews)
    .set(
      'content' in outcome
        ? {
            status: 'completed',
            reviewContent: outcome.content,
            judgedLines: outcome.judgedLines,
            score: outcome.content.score,
            completedAt: sql`now()`,
          }
        : { status: 'failed', error: outcome.error, completedAt: sql`now()` },
    )
    .where(and(eq(codeReviews.id, id), eq(codeReviews.status, 'pending')))
    .returning({ id: codeReviews.id });
  return finished.length > 0;
}

export interface RecentReviewRecord {
  id: string;
  file_id: string;
  project_id: string;
  filename: string;
  project_title: string;
  reviewer_type: 'ai' | 'human';
  status: 'pending' | 'completed' | 'failed';
  score: number | null;
  created_at: Date;
}

/**
 * The newest reviews a user has to do with: those of files in their projects (owned or shared)
 * and those they wrote or requested on public projects. A project they lost access to drops out.
 */
export async function listRecentReviews(db: Db, userId: string, limit: number): Promise<RecentReviewRecord[]> {
  const collaborates = db
    .select({ one: sql`1` })
    .from(projectCollaborators)
    .where(and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, userId)));
  return db
    .select({
      id: codeReviews.id,
      // The joined rows' ids: a review of a file always names both (a request's review drops out).
      file_id: projectFiles.id,
      project_id: projects.id,
      filename: projectFiles.filename,
      project_title: projects.title,
      reviewer_type: codeReviews.reviewerType,
      status: codeReviews.status,
      score: codeReviews.score,
      created_at: codeReviews.createdAt,
    })
    .from(codeReviews)
    .innerJoin(projectFiles, eq(projectFiles.id, codeReviews.fileId))
    .innerJoin(projects, eq(projects.id, codeReviews.projectId))
    .where(
      or(
        eq(projects.ownerId, userId),
        exists(collaborates),
        and(eq(codeReviews.authorId, userId), eq(projects.visibility, 'public')),
      ),
    )
    .orderBy(desc(codeReviews.createdAt), codeReviews.id)
    .limit(limit);
}
