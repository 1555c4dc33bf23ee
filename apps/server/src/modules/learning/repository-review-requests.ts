import { and, asc, count, desc, eq, exists, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import {
  learningModules as modules,
  learningPaths as paths,
  learningProgress as progress,
  learningReviewRequests as requests,
} from '../../db/schema/index.ts';
import { qualified } from '../../db/rows.ts';
import { userSummary } from '../../db/user-summary.ts';

const summaryColumns = {
  id: requests.id,
  user_id: requests.userId,
  module_id: requests.moduleId,
  module_title: modules.title,
  path_id: modules.pathId,
  path_title: paths.title,
  language: requests.language,
  status: requests.status,
  learner: userSummary(requests.userId),
  created_at: requests.createdAt,
  first_reviewed_at: requests.firstReviewedAt,
  review_count: requests.reviewCount,
};

/** One request with its exercise's and path's titles and the learner's public name. */
export async function findRequest(db: DbExecutor, id: string) {
  const [row] = await db
    .select({ ...summaryColumns, code: requests.code, check_result: requests.checkResult })
    .from(requests)
    .innerJoin(modules, eq(modules.id, requests.moduleId))
    .innerJoin(paths, eq(paths.id, modules.pathId))
    .where(eq(requests.id, id));
  return row;
}

/** Locks a request's row for the transaction (a review or a withdrawal); its learner, exercise and status. */
export async function lockRequest(tx: DbExecutor, id: string) {
  const [row] = await tx
    .select({ user_id: requests.userId, module_id: requests.moduleId, status: requests.status, code: requests.code })
    .from(requests)
    .where(eq(requests.id, id))
    .for('update');
  return row;
}

/** The learner's newest request on an exercise that they did not withdraw, or undefined. */
export async function latestRequest(db: DbExecutor, userId: string, moduleId: string) {
  const [row] = await db
    .select({ id: requests.id, status: requests.status, code: requests.code })
    .from(requests)
    .where(and(eq(requests.userId, userId), eq(requests.moduleId, moduleId), ne(requests.status, 'withdrawn')))
    .orderBy(desc(requests.createdAt))
    .limit(1);
  return row;
}

export interface NewRequest {
  userId: string;
  moduleId: string;
  language: string;
  code: string;
  check: unknown;
  createdAt: Date;
}

/** Stores a request; undefined when the learner has one open on the exercise already (the partial unique index). */
export async function insertRequest(db: DbExecutor, request: NewRequest): Promise<string | undefined> {
  const [row] = await db
    .insert(requests)
    .values({
      userId: request.userId,
      moduleId: request.moduleId,
      language: request.language,
      code: request.code,
      checkResult: request.check,
      createdAt: request.createdAt,
    })
    .onConflictDoNothing({ target: [requests.userId, requests.moduleId], where: sql`status = 'open'` })
    .returning({ id: requests.id });
  return row?.id;
}

/** Counts a review of the request; the first one answers it (`reviewed`, with its time). */
export async function markReviewed(tx: DbExecutor, id: string, at: Date): Promise<void> {
  await tx
    .update(requests)
    .set({
      status: sql`case when ${requests.status} = 'open' then 'reviewed' else ${requests.status} end`,
      firstReviewedAt: sql`coalesce(${requests.firstReviewedAt}, ${at.toISOString()}::timestamptz)`,
      reviewCount: sql`${requests.reviewCount} + 1`,
    })
    .where(eq(requests.id, id));
}

/** Withdraws the learner's open request; false when it is not open (or not theirs). */
export async function withdrawRequest(db: DbExecutor, id: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(requests)
    .set({ status: 'withdrawn', withdrawnAt: at })
    .where(and(eq(requests.id, id), eq(requests.userId, userId), eq(requests.status, 'open')))
    .returning({ id: requests.id });
  return rows.length > 0;
}

/** True when the user has completed the module. */
export async function hasCompleted(db: DbExecutor, userId: string, moduleId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.moduleId, moduleId), eq(progress.status, 'completed')));
  return row !== undefined;
}

/** True when the user has completed at least one exercise, so may review requests of it. */
export async function hasCompletedAnExercise(db: DbExecutor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(progress)
    .innerJoin(modules, eq(modules.id, progress.moduleId))
    .where(and(eq(progress.userId, userId), eq(progress.status, 'completed'), eq(modules.type, 'exercise')))
    .limit(1);
  return row !== undefined;
}

// Open requests of others that the reviewer may take: every one for staff, else those of
// exercises the reviewer completed.
function waitingFor(reviewerId: string, staff: boolean) {
  const completed = exists(
    sql`(select 1 from ${progress} where ${qualified(progress.userId)} = ${reviewerId}
      and ${qualified(progress.moduleId)} = ${qualified(requests.moduleId)} and ${qualified(progress.status)} = 'completed')`,
  );
  return and(eq(requests.status, 'open'), ne(requests.userId, reviewerId), staff ? undefined : completed);
}

/** The oldest open requests the reviewer may review, and how many there are in all. */
export async function listQueue(db: DbExecutor, reviewerId: string, staff: boolean, limit: number) {
  const where = waitingFor(reviewerId, staff);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(requests)
      .innerJoin(modules, eq(modules.id, requests.moduleId))
      .innerJoin(paths, eq(paths.id, modules.pathId))
      .where(where)
      .orderBy(asc(requests.createdAt), asc(requests.id))
      .limit(limit),
    db.select({ total: count() }).from(requests).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** A request as the lists read it. */
export type RequestSummaryRow = Awaited<ReturnType<typeof listMine>>[number];

/** The learner's newest requests. */
export async function listMine(db: DbExecutor, userId: string, limit: number) {
  return db
    .select(summaryColumns)
    .from(requests)
    .innerJoin(modules, eq(modules.id, requests.moduleId))
    .innerJoin(paths, eq(paths.id, modules.pathId))
    .where(eq(requests.userId, userId))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(limit);
}

/**
 * Seconds from asking to the first review of the newest requests reviewed since `since`, of one
 * language or of all (null).
 */
export async function recentWaits(
  db: DbExecutor,
  language: string | null,
  since: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ seconds: sql<number>`extract(epoch from ${requests.firstReviewedAt} - ${requests.createdAt})::float8` })
    .from(requests)
    .where(
      and(
        isNotNull(requests.firstReviewedAt),
        gt(requests.firstReviewedAt, since),
        language === null ? undefined : eq(requests.language, language),
      ),
    )
    .orderBy(desc(requests.firstReviewedAt))
    .limit(limit);
  return rows.map((row) => Number(row.seconds));
}
