import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { column, firstRowOf, userSummaryColumn } from '../../db/rows.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { projectFiles } from '../../db/schema/index.ts';
import { liveSessionCondition } from '../../auth/repository-sessions.ts';
import { carriedSaveCount } from '../dashboard/activity.ts';
import { userSummary, userSummaryJson, type UserSummary } from '../../db/user-summary.ts';

export interface FileRecord {
  id: string;
  project_id: string;
  filename: string;
  language: string;
  version: number;
  size: number;
  created_at: Date;
  updated_at: Date;
  updated_by: UserSummary | null;
  content?: string;
}

const fileColumns = {
  id: projectFiles.id,
  project_id: projectFiles.projectId,
  filename: projectFiles.filename,
  language: projectFiles.language,
  version: projectFiles.version,
  size: projectFiles.size,
  created_at: projectFiles.createdAt,
  updated_at: projectFiles.updatedAt,
  updated_by: userSummary(projectFiles.updatedBy),
};

/** The files of a project, by path. */
export async function listFiles(db: Db, projectId: string): Promise<FileRecord[]> {
  return db
    .select(fileColumns)
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId))
    .orderBy(asc(projectFiles.filename));
}

/** One file of a project with its content, or null. */
export async function findFile(db: Db, projectId: string, fileId: string): Promise<FileRecord | null> {
  const [row] = await db
    .select({ ...fileColumns, content: projectFiles.content })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.id, fileId)));
  return row ?? null;
}

export async function countFiles(db: Db, projectId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(projectFiles).where(eq(projectFiles.projectId, projectId));
  return row?.value ?? 0;
}

export interface NewFile {
  projectId: string;
  filename: string;
  language: string;
  content: string;
  size: number;
  updatedBy: string;
}

/** Inserts a file; returns null when the project already has a file by that name. */
export async function insertFile(db: Db, file: NewFile): Promise<string | null> {
  const rows = await db
    .insert(projectFiles)
    .values(file)
    .onConflictDoNothing({ target: [projectFiles.projectId, projectFiles.filename] })
    .returning({ id: projectFiles.id });
  return rows[0]?.id ?? null;
}

export interface FileChange {
  content?: string | undefined;
  size?: number | undefined;
  filename?: string | undefined;
  language?: string | undefined;
}

const placeholder = sql.placeholder;

/** The version-checked update behind every save, as a prepared statement in three shapes. */
function saveStatement(editorInSession: boolean, countingSaves = false) {
  const projectId = placeholder('projectId');
  const userId = placeholder('userId');
  // With editorInSession the statement itself checks that the user's session is still live and
  // that the user owns or edits the project, so a save needs no round trip before it.
  const editor = editorInSession
    ? sql`and ${liveSessionCondition(placeholder('sessionId'), userId)}
      and exists (select 1 from projects p where p.id = ${projectId} and (p.owner_id = ${userId} or exists (
        select 1 from project_collaborators c where c.project_id = p.id and c.user_id = ${userId} and c.role = 'editor')))`
    : sql``;
  return preparedStatement(sql`
    with changed as (
      update project_files set
        content = coalesce(${placeholder('content')}::text, content),
        size = coalesce(${placeholder('size')}::int, size),
        filename = coalesce(${placeholder('filename')}::text, filename),
        language = coalesce(${placeholder('language')}::text, language),
        version = version + 1,
        updated_at = now(),
        updated_by = ${userId}
      where id = ${placeholder('fileId')} and project_id = ${projectId} and version = ${placeholder('expectedVersion')} ${editor}
      returning *
    ), touched as (
      -- A project row another save is touching right now is skipped: that save sets the same
      -- time, and waiting for its lock made concurrent saves of one project queue up.
      update projects set updated_at = now()
      where id = (select id from projects where id = ${projectId} and exists (select 1 from changed)
        for update skip locked)
    )${countingSaves ? sql`, counted as (${carriedSaveCount(userId, placeholder('countSaves'), sql`changed`)})` : sql``}
    select f.id, f.project_id, f.filename, f.language, f.version, f.size, f.created_at, f.updated_at,
      ${userSummaryJson(sql`f.updated_by`)} as updated_by
    from changed f`);
}

const saveIfEditorInSession = saveStatement(true);
// A separate shape: an insert in every save's plan cost the database even when it counted nothing.
const saveIfEditorInSessionCounting = saveStatement(true, true);
const saveUnchecked = saveStatement(false);

/**
 * The atomic compare-and-set behind every save: changes the file only if it is still at
 * `expectedVersion`, bumps the version and marks the project as updated, in one statement.
 * Under READ COMMITTED a concurrent writer waits for this one and then re-checks the version,
 * so of two saves based on one version exactly one wins. Returns the saved file without its
 * content (the caller sent it), or null when nothing matched (a stale version, no such file, or
 * with `editorInSession` a session signed out or a user without the right to edit). With
 * `editorInSession`, `countSaves` saves are added to the user's day when the file changed (after
 * `carrySaveCount`).
 */
export async function updateFileIfVersion(
  db: Db,
  projectId: string,
  fileId: string,
  expectedVersion: number,
  change: FileChange,
  userId: string,
  { editorInSession, countSaves = 0 }: { editorInSession?: string; countSaves?: number } = {},
): Promise<FileRecord | null> {
  const save =
    editorInSession === undefined
      ? saveUnchecked
      : countSaves > 0
        ? saveIfEditorInSessionCounting
        : saveIfEditorInSession;
  // One object shape for both statements (the unchecked one ignores sessionId): a shape built per
  // call by spreading cost the save a few percent of its JavaScript time.
  const result = await save(db, {
    sessionId: editorInSession ?? null,
    countSaves,
    projectId,
    fileId,
    expectedVersion,
    userId,
    content: change.content ?? null,
    size: change.size ?? null,
    filename: change.filename ?? null,
    language: change.language ?? null,
  });
  return firstRowOf(result, {
    id: column.text,
    project_id: column.text,
    filename: column.text,
    language: column.text,
    version: column.integer,
    size: column.integer,
    created_at: column.timestamp,
    updated_at: column.timestamp,
    updated_by: column.nullable(userSummaryColumn),
  });
}

export async function deleteFile(db: Db, projectId: string, fileId: string): Promise<boolean> {
  const rows = await db
    .delete(projectFiles)
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.projectId, projectId)))
    .returning({ id: projectFiles.id });
  return rows.length > 0;
}

/** True when another file of the project already has this name. */
export async function filenameTaken(db: Db, projectId: string, filename: string, exceptId: string): Promise<boolean> {
  const rows = await db
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.filename, filename)))
    .orderBy(asc(projectFiles.id));
  return rows.some((row) => row.id !== exceptId);
}

/** A file found by its id alone, with what reviews, the assistant and the IDE need. */
export interface ReadableFile {
  id: string;
  projectId: string;
  filename: string;
  language: string;
  content: string;
  version: number;
}

export async function findFileById(db: Db, fileId: string): Promise<ReadableFile | null> {
  const [row] = await db
    .select({
      id: projectFiles.id,
      projectId: projectFiles.projectId,
      filename: projectFiles.filename,
      language: projectFiles.language,
      content: projectFiles.content,
      version: projectFiles.version,
    })
    .from(projectFiles)
    .where(eq(projectFiles.id, fileId));
  return row ?? null;
}

/** The names of every file of a project (for the Law of Tested Units). */
export async function projectFilenames(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ filename: projectFiles.filename })
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId));
  return rows.map((row) => row.filename);
}

/** A file's current state, as a release copies it. */
export interface CurrentFile {
  id: string;
  filename: string;
  language: string;
  version: number;
  content: string;
}

/** Every file of a project with its content, by path. */
export async function currentFiles(db: Db, projectId: string): Promise<CurrentFile[]> {
  return db
    .select({
      id: projectFiles.id,
      filename: projectFiles.filename,
      language: projectFiles.language,
      version: projectFiles.version,
      content: projectFiles.content,
    })
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId))
    .orderBy(asc(projectFiles.filename));
}
