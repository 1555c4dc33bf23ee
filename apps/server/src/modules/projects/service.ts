import { canDeleteOwnerlessProject, isUuid } from '@hammurabi/shared';
import type { Project, ProjectCreateParsed, StarState } from '@hammurabi/shared';
import { recordAdminAction } from '../../auth/admin/audit.ts';
import type { Db } from '../../db/client.ts';
import { toProject } from './mapper.ts';
import { assertAllowed, assertCanRead, type ProjectAccess } from './policy.ts';
import { listCacheKey, type ProjectListCache } from './list-cache.ts';
import * as repository from './repository.ts';
import { activityRecorded } from '../../events/activity.ts';

/** Loads a project for `viewerId`, or 404 when it does not exist or is hidden from them. */
export async function loadReadableProject(
  db: Db,
  projectId: string,
  viewerId: string | null,
): Promise<repository.ProjectRecord & ProjectAccess> {
  const record = isUuid(projectId) ? await repository.findProject(db, projectId, viewerId) : null;
  assertCanRead(record);
  return record;
}

/** The caller's access to a project (role and visibility), or 404 when it is hidden from them. */
export async function loadProjectAccess(
  db: Db,
  projectId: string,
  viewerId: string | null,
): Promise<NonNullable<Awaited<ReturnType<typeof repository.findProjectAccess>>>> {
  const access = isUuid(projectId) ? await repository.findProjectAccess(db, projectId, viewerId) : null;
  assertCanRead(access);
  return access;
}

async function present(db: Db, projectId: string, viewerId: string | null): Promise<Project> {
  return toProject(await loadReadableProject(db, projectId, viewerId));
}

/** Creates a project owned by `userId`. */
export async function createProject(db: Db, userId: string, input: ProjectCreateParsed): Promise<Project> {
  const id = await repository.insertProject(db, userId, input);
  await activityRecorded({ db, userId: userId, achievementsOf: [userId] });
  return present(db, id, userId);
}

export interface ListProjectsInput {
  q?: string | undefined;
  visibility?: 'public' | undefined;
  limit: number;
  offset: number;
}

/** A page of the project list, already serialised as JSON, with the number of all matches. */
export interface ProjectListPage {
  body: string;
  total: number;
}

/** Pages remembered per app (one database), and the snapshot the caller's session was checked in. */
export interface ListMemory {
  cache: ProjectListCache;
  snapshot: string | null;
}

/**
 * Signed in: own and shared projects; anonymous or `visibility=public`: everyone's public ones.
 * A signed-in caller whose session was checked in `memory.snapshot` gets the page remembered from
 * that same snapshot when there is one (equal snapshots see equal data).
 */
export async function listProjects(
  db: Db,
  viewerId: string | null,
  input: ListProjectsInput,
  memory?: ListMemory,
): Promise<ProjectListPage> {
  const key = viewerId && memory?.snapshot ? listCacheKey(viewerId, input) : null;
  const cached = key ? memory?.cache.get(key, memory.snapshot) : null;
  if (cached) return cached;
  const scope = viewerId && input.visibility !== 'public' ? 'mine' : 'public';
  const { rows, total, snapshot: readIn } = await repository.listProjects(db, { viewerId, scope, ...input });
  const page = { body: JSON.stringify(rows.map(toProject)), total };
  if (key) memory?.cache.set(key, { ...page, snapshot: readIn });
  return page;
}

export function getProject(db: Db, projectId: string, viewerId: string | null): Promise<Project> {
  return present(db, projectId, viewerId);
}

export interface ProjectChanges {
  title?: string | undefined;
  description?: string | undefined;
  language?: string | undefined;
  framework?: string | null | undefined;
  visibility?: 'private' | 'public' | undefined;
  tags?: string[] | undefined;
}

/** Owner and editors change details; only the owner changes visibility. */
export async function updateProject(
  db: Db,
  projectId: string,
  userId: string,
  changes: ProjectChanges,
): Promise<Project> {
  const project = await loadProjectAccess(db, projectId, userId);
  assertAllowed(project, 'canEditDetails');
  if (changes.visibility !== undefined && changes.visibility !== project.visibility) {
    assertAllowed(project, 'canChangeVisibility');
    if (changes.visibility === 'public') assertAllowed(project, 'canMakePublic');
  }
  await repository.updateProject(db, projectId, changes);
  await activityRecorded({ db, userId: userId });
  return present(db, projectId, userId);
}

/**
 * The owner deletes a project. A public project whose owner deleted their account is deleted by
 * an administrator instead, recorded in the audit log (decision 111).
 */
export async function deleteProject(
  db: Db,
  projectId: string,
  caller: { id: string; email: string; admin: boolean },
): Promise<void> {
  const project = await loadReadableProject(db, projectId, caller.id);
  if (!canDeleteOwnerlessProject(project.owner_id === null, caller.admin)) {
    assertAllowed(project, 'canDelete');
    await repository.deleteProject(db, projectId);
    return;
  }
  await db.transaction(async (tx) => {
    await repository.deleteProject(tx, projectId);
    await recordAdminAction(
      tx,
      { id: caller.id, label: `user:${caller.email}` },
      {
        action: 'ownerless_project_deleted',
        details: { target_type: 'project', target_id: projectId, excerpt: project.title.slice(0, 200) },
      },
    );
  });
}

export async function setStar(db: Db, projectId: string, userId: string, starred: boolean): Promise<StarState> {
  await loadProjectAccess(db, projectId, userId);
  return repository.setStar(db, projectId, userId, starred);
}

/** Copies a readable project and its files into a new private project owned by the caller. */
export async function forkProject(db: Db, projectId: string, userId: string, title?: string): Promise<Project> {
  const source = await loadReadableProject(db, projectId, userId);
  const forkId = await db.transaction(async (transaction) => {
    const id = await repository.insertProject(transaction, userId, {
      title: title ?? source.title,
      description: source.description,
      language: source.language as ProjectCreateParsed['language'],
      framework: source.framework as ProjectCreateParsed['framework'],
      visibility: 'private',
      tags: source.tags,
      forkedFromId: source.id,
    });
    await repository.copyFiles(transaction, source.id, id, userId);
    return id;
  });
  await activityRecorded({ db, userId: userId, achievementsOf: [userId] });
  return present(db, forkId, userId);
}

/** Marks the project as changed now (its files changed), for "last updated" and the lists' order. */
export function touchProject(db: Db, projectId: string): Promise<void> {
  return repository.touchProject(db, projectId);
}

/** The owner of a project, or null when it is gone: whom another module credits for work on it. */
export async function projectOwnerId(db: Db, projectId: string): Promise<string | null> {
  const access = await repository.findProjectAccess(db, projectId, null);
  return access?.owner_id ?? null;
}
