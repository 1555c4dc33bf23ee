import type { Collaborator } from '@hammurabi/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectCollaborators } from '../../db/schema/index.ts';
import { userSummary } from '../../db/user-summary.ts';

export { findUserIdByUsername } from '../../db/user-summary.ts';

/** A project's collaborators, oldest first; only `userId` when given. */
export async function collaboratorRows(db: Db, projectId: string, userId?: string): Promise<Collaborator[]> {
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

/** Adds a collaborator; false when they were one already. */
export async function insertCollaborator(
  db: Db,
  projectId: string,
  userId: string,
  role: Collaborator['role'],
): Promise<boolean> {
  const inserted = await db
    .insert(projectCollaborators)
    .values({ projectId, userId, role })
    .onConflictDoNothing()
    .returning({ userId: projectCollaborators.userId });
  return inserted.length > 0;
}

/** Sets a collaborator's role; false when they are not one. */
export async function updateCollaboratorRole(
  db: Db,
  projectId: string,
  userId: string,
  role: Collaborator['role'],
): Promise<boolean> {
  const updated = await db
    .update(projectCollaborators)
    .set({ role })
    .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)))
    .returning({ userId: projectCollaborators.userId });
  return updated.length > 0;
}

/** Removes a collaborator; false when they were not one. */
export async function deleteCollaborator(db: Db, projectId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(projectCollaborators)
    .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)))
    .returning({ userId: projectCollaborators.userId });
  return removed.length > 0;
}
