import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import type { ModuleBody } from './content-sync.ts';

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
  const result = await db.execute(sql`
    select p.id, p.title, p.description, p.difficulty, p.duration, p.tags, p.tutorial_route,
      count(m.id)::int as total,
      count(pr.module_id) filter (where pr.status = 'completed')::int as completed,
      count(pr.module_id)::int as touched
    from learning_paths p
    left join learning_modules m on m.path_id = p.id and m.retired_at is null
    left join learning_progress pr on pr.module_id = m.id and pr.user_id = ${userId}::uuid
    where p.retired_at is null ${pathId === undefined ? sql`` : sql`and p.id = ${pathId}`}
    group by p.id
    order by p.position`);
  return result.rows as unknown as PathRow[];
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
}

const moduleColumns = sql`m.id, m.path_id, p.title as path_title, m.position, m.title, m.type, m.minutes,
  m.lesson_route, pr.status, pr.solution, pr.check_result`;

/** The active modules of a path in order, with the user's status. */
export async function listModuleRows(
  db: DbExecutor,
  pathId: string,
  userId: string | null,
): Promise<Omit<ModuleRow, 'body'>[]> {
  const result = await db.execute(sql`
    select ${moduleColumns}
    from learning_modules m
    join learning_paths p on p.id = m.path_id
    left join learning_progress pr on pr.module_id = m.id and pr.user_id = ${userId}::uuid
    where m.path_id = ${pathId} and m.retired_at is null
    order by m.position`);
  return result.rows as unknown as ModuleRow[];
}

/** One active module with its content and the user's progress, or undefined. */
export async function findModule(
  db: DbExecutor,
  moduleId: string,
  userId: string | null,
): Promise<ModuleRow | undefined> {
  const result = await db.execute(sql`
    select ${moduleColumns}, m.body
    from learning_modules m
    join learning_paths p on p.id = m.path_id and p.retired_at is null
    left join learning_progress pr on pr.module_id = m.id and pr.user_id = ${userId}::uuid
    where m.id = ${moduleId} and m.retired_at is null`);
  return result.rows[0] as ModuleRow | undefined;
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
export async function listProgressRows(db: DbExecutor, userId: string): Promise<ProgressRow[]> {
  const result = await db.execute(sql`
    select pr.module_id, m.path_id, pr.status, pr.started_at, pr.completed_at, pr.updated_at,
      (m.retired_at is not null) as retired
    from learning_progress pr join learning_modules m on m.id = pr.module_id
    where pr.user_id = ${userId}
    order by pr.updated_at desc`);
  return result.rows as unknown as ProgressRow[];
}

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
  return result.rows[0] as unknown as ProgressRow;
}

/** Stores a Suggest a Path entry. */
export async function insertSuggestion(db: DbExecutor, authorId: string, title: string, description: string) {
  const result = await db.execute(sql`
    insert into learning_path_suggestions (author_id, title, description)
    values (${authorId}, ${title}, ${description})
    returning id, title, description, created_at`);
  return result.rows[0] as { id: string; title: string; description: string; created_at: Date };
}

/** The newest suggestions with their authors' addresses, for staff. */
export async function listSuggestions(db: DbExecutor, limit: number) {
  const result = await db.execute(sql`
    select s.id, s.title, s.description, s.created_at, u.email as author_email
    from learning_path_suggestions s join auth_users u on u.id = s.author_id
    order by s.created_at desc limit ${limit}`);
  return result.rows as Array<{
    id: string;
    title: string;
    description: string;
    created_at: Date;
    author_email: string;
  }>;
}
