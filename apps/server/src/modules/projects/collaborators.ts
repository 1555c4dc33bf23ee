import { isUuid, type Collaborator } from '@hammurabi/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { assertAllowed } from './policy.ts';
import {
  collaboratorRows,
  findUserIdByUsername,
  deleteCollaborator,
  insertCollaborator,
  updateCollaboratorRole,
} from './repository-collaborators.ts';
import { loadProjectAccess } from './service.ts';

/** Members see who else works on the project. */
export async function listCollaborators(db: Db, projectId: string, viewerId: string | null): Promise<Collaborator[]> {
  const project = await loadProjectAccess(db, projectId, viewerId);
  assertAllowed(project, 'canSeeCollaborators');
  return collaboratorRows(db, projectId);
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
  if (!(await insertCollaborator(db, projectId, userId, input.role))) {
    throw new AppError('conflict', `${input.username} is already a collaborator.`);
  }
  const [added] = await collaboratorRows(db, projectId, userId);
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
  const updated = isUuid(userId) && (await updateCollaboratorRole(db, projectId, userId, role));
  if (!updated) throw new AppError('not_found', 'That person is not a collaborator on this project.');
  const [collaborator] = await collaboratorRows(db, projectId, userId);
  if (!collaborator) throw new Error('collaborator vanished after update');
  return collaborator;
}

/** The owner removes a collaborator; a collaborator may also leave on their own. */
export async function removeCollaborator(db: Db, projectId: string, callerId: string, userId: string): Promise<void> {
  const project = await loadProjectAccess(db, projectId, callerId);
  if (callerId !== userId) assertAllowed(project, 'canManageCollaborators');
  const removed = isUuid(userId) && (await deleteCollaborator(db, projectId, userId));
  if (!removed) throw new AppError('not_found', 'That person is not a collaborator on this project.');
}
