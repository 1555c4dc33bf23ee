import { isUuid } from '@hammurabi/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Collaborator } from '@hammurabi/shared';
import type { Db } from '../../db/client.ts';
import { projectCollaborators } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserIdByUsername, userSummary } from '../users/user-summary.ts';
import { assertAllowed } from './policy.ts';
import { loadProjectAccess } from './service.ts';

async function listRows(db: Db, projectId: string, userId?: string): Promise<Collaborator[]> {
  const rows = await db
    .select({
      user: userSummary(projectCollaborators.userId),
      role: projectCollaborators.role,
      added_at: projectCollaborators.addedAt,
    })
    .from(projectCollaborators)
    .where(
      and(eq(projectCollaborators.projectId, projectId), userId ? eq(projectCollaborators.userId, userId) : undefined),
    )
    .orderBy(asc(projectCollaborators.addedAt));
  return rows.flatMap(({ user, role, added_at }) => (user ? [{ user, role, added_at: added_at.toISOString() }] : []));
}

/** Members see who else works on the project. */
export async function listCollaborators(db: Db, projectId: string, viewerId: string | null): Promise<Collaborator[]> {
  const project = await loadProjectAccess(db, projectId, viewerId);
  assertAllowed(project, 'canSeeCollaborators');
  return listRows(db, projectId);
}

/** The owner adds someone by username as editor or viewer. */
export async function addCollaborator(
  db: Db,
  projectId: string,
  ownerId: string,
  input: { username: string; role: Collaborator['role'] },
): Promise<Collaborator> {
  const project = await loadProjectAccess(db, projectId, ownerId);
  assertAllowed(project, 'canManageCollaborators');
  const userId = await findUserIdByUsername(db, input.username);
  if (!userId) throw new AppError('not_found', `No user has the username "${input.username}".`);
  if (userId === project.owner_id) throw new AppError('conflict', 'The owner is already part of the project.');
  const inserted = await db
    .insert(projectCollaborators)
    .values({ projectId, userId, role: input.role })
    .onConflictDoNothing()
    .returning({ userId: projectCollaborators.userId });
  if (inserted.length === 0) throw new AppError('conflict', `${input.username} is already a collaborator.`);
  const [added] = await listRows(db, projectId, userId);
  if (!added) throw new Error('collaborator vanished after insert');
  return added;
}

/** The owner changes a collaborator's role. */
export async function changeCollaboratorRole(
  db: Db,
  projectId: string,
  ownerId: string,
  userId: string,
  role: Collaborator['role'],
): Promise<Collaborator> {
  const project = await loadProjectAccess(db, projectId, ownerId);
  assertAllowed(project, 'canManageCollaborators');
  const updated = isUuid(userId)
    ? await db
        .update(projectCollaborators)
        .set({ role })
        .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)))
        .returning({ userId: projectCollaborators.userId })
    : [];
  if (updated.length === 0) throw new AppError('not_found', 'That person is not a collaborator on this project.');
  const [collaborator] = await listRows(db, projectId, userId);
  if (!collaborator) throw new Error('collaborator vanished after update');
  return collaborator;
}

/** The owner removes a collaborator; a collaborator may also leave on their own. */
export async function removeCollaborator(db: Db, projectId: string, callerId: string, userId: string): Promise<void> {
  const project = await loadProjectAccess(db, projectId, callerId);
  if (callerId !== userId) assertAllowed(project, 'canManageCollaborators');
  const removed = isUuid(userId)
    ? await db
        .delete(projectCollaborators)
        .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)))
        .returning({ userId: projectCollaborators.userId })
    : [];
  if (removed.length === 0) throw new AppError('not_found', 'That person is not a collaborator on this project.');
}
