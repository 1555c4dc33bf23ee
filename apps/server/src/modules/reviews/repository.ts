import { and, eq, sql } from 'drizzle-orm';
import type { ReviewContent } from '@hammurabi/shared';
import type { DbExecutor as Db } from '../../db/client.ts';
import { codeReviews } from '../../db/schema/index.ts';
import { userSummaryJson } from '../users/user-summary.ts';

export interface ReviewRecord {
  id: string;
  file_id: string;
  project_id: string;
  file_version: number;
  reviewer_type: 'ai' | 'human';
  author: { id: string; username: string | null; full_name: string | null } | null;
  status: 'pending' | 'completed' | 'failed';
  provider: string | null;
  score: number | null;
  review_content: ReviewContent | null;
  error: string | null;
  created_at: Date;
  completed_at: Date | null;
}

const reviewSelect = sql`
    select r.id, r.file_id, r.project_id, r.file_version, r.reviewer_type, r.status, r.provider, r.score,
      r.review_content, r.error, r.created_at, r.completed_at,
      case when r.author_id is null then null else ${userSummaryJson(sql`r.author_id`)} end as author
    from code_reviews r`;

/** A file's reviews, newest first, with the author's public name. */
export async function listReviews(db: Db, fileId: string): Promise<ReviewRecord[]> {
  const result = await db.execute(sql`${reviewSelect} where r.file_id = ${fileId} order by r.created_at desc, r.id`);
  return result.rows as unknown as ReviewRecord[];
}

/** One review, or null. */
export async function findReview(db: Db, id: string): Promise<ReviewRecord | null> {
  const result = await db.execute(sql`${reviewSelect} where r.id = ${id}`);
  return (result.rows[0] as ReviewRecord | undefined) ?? null;
}

export interface NewReview {
  fileId: string;
  projectId: string;
  fileVersion: number;
  authorId: string;
  reviewerType: 'ai' | 'human';
  provider: string | null;
  status: 'pending' | 'completed';
  reviewContent?: ReviewContent;
  score?: number;
}

export async function insertReview(db: Db, review: NewReview): Promise<string> {
  const [row] = await db
    .insert(codeReviews)
    .values({ ...review, completedAt: review.status === 'completed' ? sql`now()` : null })
    .returning({ id: codeReviews.id });
  if (!row) throw new Error('review insert returned nothing');
  return row.id;
}

/** Finishes a pending review with its content, or with the reason it failed. */
export async function finishReview(
  db: Db,
  id: string,
  outcome: { content: ReviewContent } | { error: string },
): Promise<boolean> {
  const finished = await db
    .update(codeReviews)
    .set(
      'content' in outcome
        ? { status: 'completed', reviewContent: outcome.content, score: outcome.content.score, completedAt: sql`now()` }
        : { status: 'failed', error: outcome.error, completedAt: sql`now()` },
    )
    .where(and(eq(codeReviews.id, id), eq(codeReviews.status, 'pending')))
    .returning({ id: codeReviews.id });
  return finished.length > 0;
}

/** Who should get credit for a completed review: its author and the project's owner. */
export async function reviewStakeholders(db: Db, projectId: string, authorId: string): Promise<string[]> {
  const result = await db.execute(sql`select owner_id from projects where id = ${projectId}`);
  const owner = (result.rows[0] as { owner_id: string } | undefined)?.owner_id;
  return [...new Set([authorId, ...(owner ? [owner] : [])])];
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
  const result = await db.execute(sql`
    select r.id, r.file_id, r.project_id, f.filename, p.title as project_title, r.reviewer_type, r.status,
      r.score, r.created_at
    from code_reviews r
    join project_files f on f.id = r.file_id
    join projects p on p.id = r.project_id
    where p.owner_id = ${userId}
       or exists (select 1 from project_collaborators c where c.project_id = p.id and c.user_id = ${userId})
       or (r.author_id = ${userId} and p.visibility = 'public')
    order by r.created_at desc, r.id
    limit ${limit}`);
  return result.rows as unknown as RecentReviewRecord[];
}
