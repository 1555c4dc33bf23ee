import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProjectCreateParsed, ProjectRole } from '@hammurabi/shared';
import type { DbExecutor as Db } from '../../db/client.ts';
import { column, firstRowOf, rowsOf, userSummaryColumn } from '../../db/rows.ts';
import { projectCollaborators, projectStars, projects } from '../../db/schema/index.ts';
import { type UserSummary, userSummaryJson } from '../../db/user-summary.ts';

/** A project row with everything the API shows about it, seen by one caller. */
export interface ProjectRecord {
  id: string;
  /** Null once the owner deleted their account (a public project stays, decision 111). */
  owner_id: string | null;
  title: string;
  description: string;
  language: string;
  framework: string | null;
  visibility: 'private' | 'public';
  tags: string[];
  /** Null for a deleted account: shown as "Former member". */
  owner: UserSummary | null;
  role: ProjectRole | null;
  star_count: number;
  starred: boolean;
  fork_count: number;
  forked_from: { id: string; title: string } | null;
  source_visibility: 'private' | 'public' | null;
  file_count: number;
  created_at: Date;
  updated_at: Date;
}

const visibilityColumn = column.oneOf('private', 'public');

// The decoded shape of `projectSelect`'s rows (decision 041): a renamed column fails at the first query.
const projectShape = {
  id: column.text,
  owner_id: column.nullable(column.text),
  title: column.text,
  description: column.text,
  language: column.text,
  framework: column.nullable(column.text),
  visibility: visibilityColumn,
  tags: column.array(column.text),
  owner: column.nullable(userSummaryColumn),
  role: column.nullable(column.oneOf('owner', 'editor', 'viewer')),
  star_count: column.integer,
  starred: column.boolean,
  fork_count: column.integer,
  forked_from: column.nullable(column.object({ id: column.text, title: column.text })),
  source_visibility: column.nullable(visibilityColumn),
  file_count: column.integer,
  created_at: column.timestamp,
  updated_at: column.timestamp,
};
const countShape = { total: column.integer, snapshot: column.text };

// The caller's id, or a uuid that matches nobody for anonymous readers.
const NOBODY = '00000000-0000-0000-0000-000000000000';

function projectSelect(viewerId: string | null, extraColumns: SQL = sql``): SQL {
  const viewer = viewerId ?? NOBODY;
  return sql`
    select p.id, p.owner_id, p.title, p.description, p.language, p.framework, p.visibility, p.tags,
      p.created_at, p.updated_at,
      ${userSummaryJson(sql`p.owner_id`)} as owner,
      case when p.owner_id = ${viewer} then 'owner' else c.role end as role,
      (select count(*)::int from project_stars s where s.project_id = p.id) as star_count,
      exists (select 1 from project_stars s where s.project_id = p.id and s.user_id = ${viewer}) as starred,
      (select count(*)::int from projects f where f.forked_from_id = p.id) as fork_count,
      (select count(*)::int from project_files pf where pf.project_id = p.id) as file_count,
      -- The source is named only to those who may read it: a fork must not leak a private title.
      case when fp.id is not null and (fp.visibility = 'public' or fp.owner_id = ${viewer} or exists (
        select 1 from project_collaborators fc where fc.project_id = fp.id and fc.user_id = ${viewer}))
      then json_build_object('id', fp.id, 'title', fp.title) end as forked_from,
      fp.visibility as source_visibility${extraColumns}
    from projects p
    left join project_collaborators c on c.project_id = p.id and c.user_id = ${viewer}
    left join projects fp on fp.id = p.forked_from_id`;
}

/** One project as `viewerId` sees it, whatever its visibility (the policy decides what to show). */
export async function findProject(db: Db, id: string, viewerId: string | null): Promise<ProjectRecord | null> {
  const result = await db.execute(sql`${projectSelect(viewerId)} where p.id = ${id}`);
  return firstRowOf(result, projectShape);
}

export interface ProjectListFilter {
  viewerId: string | null;
  /** Own and shared projects (signed in, no visibility asked) or everyone's public ones. */
  scope: 'mine' | 'public';
  q?: string | undefined;
  limit: number;
  offset: number;
}

function searchCondition(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`(p.title ilike ${pattern} or p.description ilike ${pattern} or p.language ilike ${pattern})`;
}

/**
 * A page of projects, newest change first, with the total count of matches. Each source of
 * projects (owned, shared, public) is read in index order and cut at the page end before
 * merging, so the cost follows the page size rather than the number of projects; only the
 * rows of the page are then enriched with owner, stars, forks and files, all in one statement.
 */
export async function listProjects(
  db: Db,
  filter: ProjectListFilter,
): Promise<{ rows: ProjectRecord[]; total: number; snapshot: string }> {
  const viewer = filter.viewerId ?? NOBODY;
  const matches = searchCondition(filter.q);
  const end = filter.offset + filter.limit;
  const sources =
    filter.scope === 'mine'
      ? [
          sql`select p.id, p.updated_at from projects p where p.owner_id = ${viewer} and ${matches}`,
          sql`select p.id, p.updated_at from project_collaborators c join projects p on p.id = c.project_id
              where c.user_id = ${viewer} and ${matches}`,
        ]
      : [sql`select p.id, p.updated_at from projects p where p.visibility = 'public' and ${matches}`];
  const branches = sources.map((source) => sql`(${source} order by p.updated_at desc, p.id limit ${end})`);
  const counts = sources.map((source) => sql`(select count(*) from (${source}) counted)`);
  const total = sql`(select (${sql.join(counts, sql` + `)})::int)`;
  // One statement: the page's ids, their details and the count travel in a single round trip.
  const result = await db.execute(sql`
    with page as (
      select id, row_number() over (order by updated_at desc, id) as position
      from (${sql.join(branches, sql` union all `)}) merged
      order by updated_at desc, id limit ${filter.limit} offset ${filter.offset})
    ${projectSelect(filter.viewerId, sql`, ${total} as total_count, pg_current_snapshot()::text as snapshot`)}
    join page on page.id = p.id
    order by page.position`);
  const found = rowsOf(result, { ...projectShape, total_count: column.integer, snapshot: column.text });
  const first = found[0];
  const rows = found.map(({ total_count: _count, snapshot: _snapshot, ...project }) => project);
  if (first) return { rows, total: first.total_count, snapshot: first.snapshot };
  // A page past the end still reports how many there are.
  const counted = await db.execute(sql`select ${total} as total, pg_current_snapshot()::text as snapshot`);
  const { total: count, snapshot } = firstRowOf(counted, countShape) ?? { total: 0, snapshot: '' };
  return { rows, total: count, snapshot };
}

/** The caller's role and the project's visibility: all an access check needs. */
export async function findProjectAccess(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<{
  id: string;
  owner_id: string | null;
  visibility: 'private' | 'public';
  role: ProjectRole | null;
  source_visibility: 'private' | 'public' | null;
} | null> {
  const source = alias(projects, 'source');
  const [row] = await db
    .select({
      id: projects.id,
      owner_id: projects.ownerId,
      visibility: projects.visibility,
      collaborator_role: projectCollaborators.role,
      source_visibility: source.visibility,
    })
    .from(projects)
    .leftJoin(
      projectCollaborators,
      and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, viewerId ?? NOBODY)),
    )
    .leftJoin(source, eq(source.id, projects.forkedFromId))
    .where(eq(projects.id, id));
  if (!row) return null;
  const { collaborator_role: collaboratorRole, ...access } = row;
  return { ...access, role: viewerId !== null && row.owner_id === viewerId ? 'owner' : collaboratorRole };
}

/** Inserts a project and returns its id. */
export async function insertProject(
  db: Db,
  ownerId: string,
  values: ProjectCreateParsed & { forkedFromId?: string },
): Promise<string> {
  const [row] = await db
    .insert(projects)
    .values({ ownerId, ...values })
    .returning({ id: projects.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Changes a project's fields and bumps its updated time. */
export async function updateProject(
  db: Db,
  id: string,
  changes: Partial<
    Pick<typeof projects.$inferInsert, 'title' | 'description' | 'language' | 'framework' | 'visibility' | 'tags'>
  >,
): Promise<void> {
  await db
    .update(projects)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(projects.id, id));
}

/** Marks a project as changed now (after a file change). */
export async function touchProject(db: Db, id: string): Promise<void> {
  await db
    .update(projects)
    .set({ updatedAt: sql`now()` })
    .where(eq(projects.id, id));
}

export async function deleteProject(db: Db, id: string): Promise<void> {
  await db.delete(projects).where(eq(projects.id, id));
}

/** Stars or unstars; idempotent. Returns the new state. */
export async function setStar(
  db: Db,
  projectId: string,
  userId: string,
  starred: boolean,
): Promise<{ starred: boolean; star_count: number }> {
  if (starred) {
    await db.insert(projectStars).values({ projectId, userId }).onConflictDoNothing();
  } else {
    await db.delete(projectStars).where(and(eq(projectStars.projectId, projectId), eq(projectStars.userId, userId)));
  }
  const result = await db.execute(
    sql`select count(*)::int as count from project_stars where project_id = ${projectId}`,
  );
  return { starred, star_count: firstRowOf(result, { count: column.integer })?.count ?? 0 };
}

/** Copies every file of `sourceId` into `targetId` in one statement. */
export async function copyFiles(db: Db, sourceId: string, targetId: string, userId: string): Promise<void> {
  await db.execute(sql`
    insert into project_files (project_id, filename, language, content, size, updated_by)
    select ${targetId}, filename, language, content, size, ${userId}
    from project_files where project_id = ${sourceId}`);
}
