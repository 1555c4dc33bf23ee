import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { column, firstRowOf, qualified } from '../../db/rows.ts';
import {
  authUsers,
  learningModules as modules,
  learningPathSuggestions as suggestions,
  learningPaths as paths,
  learningProgress as progress,
} from '../../db/schema/index.ts';
import type { ModuleBody } from './repository-content.ts';

export interface PathRow {
  id: string;
  title: string;
  description: string;
  difficulty: string;
  duration: string;
  tags: string[];
  tutorial_route: string | null;
  total: number;
  completed: number;
  touched: number;
}

/** Active paths in order with the user's completed and touched module counts (0 for no user). */
export async function listPathRows(db: DbExecutor, userId: string | null, pathId?: string): Promise<PathRow[]> {
  return db
    .select({
      id: paths.id,
      title: paths.title,
      description: paths.description,
      difficulty: paths.difficulty,
      duration: paths.duration,
      tags: paths.tags,
      tutorial_route: paths.tutorialRoute,
      total: count(modules.id),
      completed: sql<number>`(count(${progress.moduleId}) filter (where ${progress.status} = 'completed'))::int`,
      touched: count(progress.moduleId),
    })
    .from(paths)
    .leftJoin(modules, and(eq(modules.pathId, paths.id), isNull(modules.retiredAt)))
    .leftJoin(progress, and(eq(progress.moduleId, modules.id), progressOf(userId)))
    .where(and(isNull(paths.retiredAt), pathId === undefined ? undefined : eq(paths.id, pathId)))
    .groupBy(paths.id)
    .orderBy(asc(paths.position));
}

// Progress rows of the user; nobody's for an anonymous reader.
function progressOf(userId: string | null) {
  return userId === null ? sql`false` : eq(progress.userId, userId);
}

export interface ModuleRow {
  id: string;
  path_id: string;
  path_title: string;
  position: number;
  title: string;
  type: string;
  minutes: number;
  lesson_route: string | null;
  body: ModuleBody;
  status: 'started' | 'completed' | null;
  solution: unknown;
  check_result: unknown;
  /** An exercise's language and difficulty (null for other modules). */
  language: string | null;
  difficulty: string | null;
}

const moduleColumns = {
  id: modules.id,
  path_id: modules.pathId,
  path_title: paths.title,
  position: modules.position,
  title: modules.title,
  type: modules.type,
  minutes: modules.minutes,
  lesson_route: modules.lessonRoute,
  status: progress.status,
  solution: progress.solution,
  check_result: progress.checkResult,
  language: sql<string | null>`${qualified(modules.body)} -> 'exercise' ->> 'language'`,
  difficulty: sql<string | null>`${qualified(modules.body)} -> 'exercise' ->> 'difficulty'`,
};

/** The active modules of a path in order, with the user's status. */
export async function listModuleRows(
  db: DbExecutor,
  pathId: string,
  userId: string | null,
): Promise<Omit<ModuleRow, 'body'>[]> {
  return db
    .select(moduleColumns)
    .from(modules)
    .innerJoin(paths, eq(paths.id, modules.pathId))
    .leftJoin(progress, and(eq(progress.moduleId, modules.id), progressOf(userId)))
    .where(and(eq(modules.pathId, pathId), isNull(modules.retiredAt)))
    .orderBy(asc(modules.position));
}

/** One active module with its content and the user's progress, or undefined. */
export async function findModule(
  db: DbExecutor,
  moduleId: string,
  userId: string | null,
): Promise<ModuleRow | undefined> {
  const [row] = await db
    // The body is written by the content sync from the checked content package.
    .select({ ...moduleColumns, body: sql<ModuleBody>`${modules.body}` })
    .from(modules)
    .innerJoin(paths, and(eq(paths.id, modules.pathId), isNull(paths.retiredAt)))
    .leftJoin(progress, and(eq(progress.moduleId, modules.id), progressOf(userId)))
    .where(and(eq(modules.id, moduleId), isNull(modules.retiredAt)));
  return row;
}

export interface ProgressRow {
  module_id: string;
  path_id: string;
  status: 'started' | 'completed';
  started_at: Date;
  completed_at: Date | null;
  updated_at: Date;
  retired: boolean;
}

/** Every progress row of the user, retired modules included. */
export async function listProgressRows(db: DbExecutor, userId: string, moduleId?: string): Promise<ProgressRow[]> {
  return db
    .select({
      module_id: progress.moduleId,
      path_id: modules.pathId,
      status: progress.status,
      started_at: progress.startedAt,
      completed_at: progress.completedAt,
      updated_at: progress.updatedAt,
      retired: sql<boolean>`(${modules.retiredAt} is not null)`,
    })
    .from(progress)
    .innerJoin(modules, eq(modules.id, progress.moduleId))
    .where(
      moduleId === undefined
        ? eq(progress.userId, userId)
        : and(eq(progress.userId, userId), eq(progress.moduleId, moduleId)),
    )
    .orderBy(desc(progress.updatedAt));
}

const progressShape = {
  module_id: column.text,
  path_id: column.text,
  status: column.oneOf('started', 'completed'),
  started_at: column.timestamp,
  completed_at: column.nullable(column.timestamp),
  updated_at: column.timestamp,
  retired: column.boolean,
};

export interface ProgressWrite {
  userId: string;
  moduleId: string;
  status: 'started' | 'completed';
  solution: unknown;
  check: unknown;
}

/**
 * Upserts one module's progress. A completed module stays completed, and keeps the solution that
 * completed it when a later attempt fails; a write without a solution keeps the stored one.
 */
// Raw SQL: an upsert whose conditional updates keep a completed module completed, in one statement.
export async function upsertProgress(db: DbExecutor, write: ProgressWrite): Promise<ProgressRow> {
  const solution = write.solution === undefined ? null : JSON.stringify(write.solution);
  const check = write.check === null ? null : JSON.stringify(write.check);
  const result = await db.execute(sql`
    with saved as (
      insert into learning_progress as lp (user_id, module_id, status, solution, check_result, completed_at)
      values (${write.userId}, ${write.moduleId}, ${write.status}, ${solution}::jsonb, ${check}::jsonb,
        case when ${write.status} = 'completed' then now() end)
      on conflict (user_id, module_id) do update set
        status = case when lp.status = 'completed' then 'completed' else excluded.status end,
        completed_at = coalesce(lp.completed_at, excluded.completed_at),
        solution = case when lp.status = 'completed' and excluded.status <> 'completed' then lp.solution
          else coalesce(excluded.solution, lp.solution) end,
        check_result = case when lp.status = 'completed' and excluded.status <> 'completed' then lp.check_result
          else coalesce(excluded.check_result, lp.check_result) end,
        updated_at = now()
      returning module_id, status, started_at, completed_at, updated_at
    )
    select saved.*, m.path_id, false as retired from saved join learning_modules m on m.id = saved.module_id`);
  const row = firstRowOf(result, progressShape);
  if (!row) throw new Error('progress upsert returned nothing');
  return row;
}

/** Stores a Suggest a Path entry. */
export async function insertSuggestion(db: DbExecutor, authorId: string, title: string, description: string) {
  const [row] = await db.insert(suggestions).values({ authorId, title, description }).returning({
    id: suggestions.id,
    title: suggestions.title,
    description: suggestions.description,
    created_at: suggestions.createdAt,
  });
  if (!row) throw new Error('suggestion insert returned nothing');
  return row;
}

/** The newest suggestions with their authors' addresses, for staff. */
export async function listSuggestions(db: DbExecutor, limit: number) {
  return db
    .select({
      id: suggestions.id,
      title: suggestions.title,
      description: suggestions.description,
      created_at: suggestions.createdAt,
      author_email: authUsers.email,
    })
    .from(suggestions)
    .innerJoin(authUsers, eq(authUsers.id, suggestions.authorId))
    .orderBy(desc(suggestions.createdAt))
    .limit(limit);
}
