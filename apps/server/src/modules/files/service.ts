import { isUuid } from '@hammurabi/shared';
import { PROJECT_LIMITS, languageFromFilename, type CodeFile, type FileSummary } from '@hammurabi/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { assertAllowed } from '../projects/policy.ts';
import { loadProjectAccess, touchProject } from '../projects/service.ts';
import { toCodeFile, toFileSummary } from './mapper.ts';
import * as repository from './repository.ts';
import { activityRecorded } from '../../events/activity.ts';
import { carrySaveCount } from '../dashboard/activity.ts';

export type { CurrentFile, ReadableFile } from './repository.ts';

/** The stored size of content (UTF-8 bytes), counted without encoding a copy of it. */
const contentBytes = (content: string) => Buffer.byteLength(content, 'utf8');

/**
 * A file by its id alone, if `viewerId` may read its project (the project's access policy);
 * otherwise 404, so outsiders cannot tell a private file from a missing one. What reviews, the
 * assistant and the IDE use to reach a file.
 */
export async function loadReadableFile(db: Db, fileId: string, viewerId: string | null) {
  const file = isUuid(fileId) ? await repository.findFileById(db, fileId) : null;
  if (!file) throw new AppError('not_found', 'File not found.');
  try {
    const access = await loadProjectAccess(db, file.projectId, viewerId);
    return { file, access };
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') throw new AppError('not_found', 'File not found.');
    throw error;
  }
}

/** The names of every file of a project (the Law of Tested Units looks for tests beside code). */
export function projectFilenames(db: Db, projectId: string): Promise<string[]> {
  return repository.projectFilenames(db, projectId);
}

/** Every file of a project with its content, by path: what a release copies. */
export function currentFiles(db: Db, projectId: string): Promise<repository.CurrentFile[]> {
  return repository.currentFiles(db, projectId);
}

async function requireFile(db: Db, projectId: string, fileId: string) {
  const file = isUuid(fileId) ? await repository.findFile(db, projectId, fileId) : null;
  if (!file) throw new AppError('not_found', 'File not found.');
  return file;
}

export async function listFiles(db: Db, projectId: string, viewerId: string | null): Promise<FileSummary[]> {
  await loadProjectAccess(db, projectId, viewerId);
  return (await repository.listFiles(db, projectId)).map(toFileSummary);
}

export async function getFile(db: Db, projectId: string, fileId: string, viewerId: string | null): Promise<CodeFile> {
  await loadProjectAccess(db, projectId, viewerId);
  return toCodeFile(await requireFile(db, projectId, fileId));
}

export interface NewFileInput {
  filename: string;
  content: string;
  language?: string | undefined;
}

/** Owner and editors add files; names are unique within a project. */
export async function createFile(db: Db, projectId: string, userId: string, input: NewFileInput): Promise<CodeFile> {
  const project = await loadProjectAccess(db, projectId, userId);
  assertAllowed(project, 'canEditFiles');
  if ((await repository.countFiles(db, projectId)) >= PROJECT_LIMITS.filesPerProjectMax) {
    throw new AppError('conflict', `A project can hold at most ${PROJECT_LIMITS.filesPerProjectMax} files.`);
  }
  const id = await repository.insertFile(db, {
    projectId,
    filename: input.filename,
    language: input.language ?? languageFromFilename(input.filename),
    content: input.content,
    size: contentBytes(input.content),
    updatedBy: userId,
  });
  if (!id) throw new AppError('conflict', `A file named "${input.filename}" already exists in this project.`);
  await touchProject(db, projectId);
  await activityRecorded({ db, userId: userId, achievementsOf: [userId] });
  return toCodeFile(await requireFile(db, projectId, id));
}

export interface FileUpdateInput {
  content?: string | undefined;
  filename?: string | undefined;
  language?: string | undefined;
  /** The version the change was based on. */
  version: number | undefined;
}

/** Who saves a file, with the session the request came in. */
export interface FileSaver {
  userId: string;
  /** The caller's session: the one-statement save changes nothing once it is signed out. */
  sessionId: string;
  /** Throws 401 when the session is gone; runs before a save is checked step by step. */
  confirmSession(): Promise<unknown>;
}

/**
 * Saves a change made to `version` of the file. A stale version changes nothing and answers
 * 409 with what the file holds now, so the client can show both and let the person choose.
 */
export async function updateFile(
  db: Db,
  projectId: string,
  fileId: string,
  saver: FileSaver,
  input: FileUpdateInput,
): Promise<FileSummary> {
  const { userId } = saver;
  const renaming = input.filename !== undefined;
  // The common save (new content at a known version, no rename) is one statement that also checks
  // the caller's session and right to edit; only when it changes nothing are the checks made one
  // by one, to answer with the right error. Saves are the editor's hottest path: round trips count.
  if (!renaming && input.version !== undefined && isUuid(projectId) && isUuid(fileId)) {
    const change = {
      content: input.content,
      size: input.content === undefined ? undefined : contentBytes(input.content),
      language: input.language,
    };
    // When none of the user's save counts is on its way, the statement counts this save itself.
    const saves = input.content === undefined ? 0 : 1;
    const carried = saves > 0 ? carrySaveCount(db, userId) : null;
    let saved;
    try {
      saved = await repository.updateFileIfVersion(db, projectId, fileId, input.version, change, userId, {
        editorInSession: saver.sessionId,
        countSaves: carried ? saves : 0,
      });
    } finally {
      carried?.();
    }
    if (saved) {
      if (!carried) await activityRecorded({ db, userId: userId, saves, frequent: true });
      return toFileSummary(saved);
    }
  }
  await saver.confirmSession();
  const project = await loadProjectAccess(db, projectId, userId);
  assertAllowed(project, 'canEditFiles');
  if (input.version === undefined) {
    throw new AppError(
      'precondition_required',
      'Include the version you edited (the "version" field or an If-Match header), so nobody\'s changes are overwritten.',
    );
  }
  if (renaming) {
    const current = await requireFile(db, projectId, fileId);
    if (
      input.filename !== current.filename &&
      (await repository.filenameTaken(db, projectId, input.filename ?? '', fileId))
    ) {
      throw new AppError('conflict', `A file named "${input.filename}" already exists in this project.`);
    }
  }
  const language = input.language ?? (renaming ? languageFromFilename(input.filename ?? '') : undefined);
  // Two renames to one name at the same moment: the unique index refuses the second (database-errors.ts).
  const saved = await repository.updateFileIfVersion(
    db,
    projectId,
    fileId,
    input.version,
    {
      content: input.content,
      size: input.content === undefined ? undefined : contentBytes(input.content),
      filename: input.filename,
      language,
    },
    userId,
  );
  if (!saved) {
    const latest = await requireFile(db, projectId, fileId);
    throw new AppError('conflict', 'This file was changed by someone else since you opened it.', {
      current_version: latest.version,
      current: toCodeFile(latest),
    });
  }
  await activityRecorded({ db, userId: userId, saves: input.content === undefined ? 0 : 1, frequent: true });
  return toFileSummary(saved);
}

export async function deleteFile(db: Db, projectId: string, fileId: string, userId: string): Promise<void> {
  const project = await loadProjectAccess(db, projectId, userId);
  assertAllowed(project, 'canEditFiles');
  if (!isUuid(fileId) || !(await repository.deleteFile(db, projectId, fileId))) {
    throw new AppError('not_found', 'File not found.');
  }
  await touchProject(db, projectId);
}
