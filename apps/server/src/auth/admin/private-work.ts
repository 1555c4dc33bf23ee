import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { projects, snippets } from '../../db/schema/index.ts';

/**
 * Deletes an account's private projects and snippets, inside the transaction that deletes the
 * account and before its row goes. The foreign keys then keep its public ones with a null owner,
 * shown as by "Former member" (decision 111); the tables' owner checks refuse a private one left
 * without an owner, so a deletion that skipped this fails instead of keeping private code.
 */
export async function deletePrivateWork(tx: DbExecutor, userId: string): Promise<void> {
  await tx.delete(projects).where(and(eq(projects.ownerId, userId), eq(projects.visibility, 'private')));
  await tx.delete(snippets).where(and(eq(snippets.ownerId, userId), eq(snippets.visibility, 'private')));
}
