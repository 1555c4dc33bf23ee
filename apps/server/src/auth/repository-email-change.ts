import { and, eq, or } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { authEmailChanges, authIdentities, authUsers } from '../db/schema/index.ts';

// The SQL of e-mail changes: the pending change of auth_email_changes, and the new address
// written into auth_users and the e-mail identity once every link was opened.

type PendingChange = Omit<typeof authEmailChanges.$inferInsert, 'userId'>;

/** Records the user's pending change, replacing the one before. */
export async function upsertEmailChange(db: DbExecutor, userId: string, values: PendingChange): Promise<void> {
  await db
    .insert(authEmailChanges)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: authEmailChanges.userId, set: values });
}

/** The user's pending change, if any. */
export async function findEmailChange(db: DbExecutor, userId: string) {
  const [pending] = await db.select().from(authEmailChanges).where(eq(authEmailChanges.userId, userId));
  return pending;
}

/** The user's pending change, its row locked for the transaction. */
export async function lockEmailChange(tx: DbExecutor, userId: string) {
  const [pending] = await tx.select().from(authEmailChanges).where(eq(authEmailChanges.userId, userId)).for('update');
  return pending;
}

/** The pending change whose new or current link has the hash, its row locked for the transaction. */
export async function lockEmailChangeByLink(tx: DbExecutor, hash: string) {
  const [row] = await tx
    .select()
    .from(authEmailChanges)
    .where(or(eq(authEmailChanges.newTokenHash, hash), eq(authEmailChanges.currentTokenHash, hash)))
    .for('update');
  return row;
}

/** Changes fields of the user's pending change (a link opened, or a link replaced). */
export async function updateEmailChange(
  tx: DbExecutor,
  userId: string,
  changes: Partial<PendingChange>,
): Promise<void> {
  await tx.update(authEmailChanges).set(changes).where(eq(authEmailChanges.userId, userId));
}

/** Whether an account has the address. */
export async function emailTaken(tx: DbExecutor, email: string): Promise<boolean> {
  const [taken] = await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return taken !== undefined;
}

/**
 * Gives the user the new address, confirmed at `now`, in auth_users and in the e-mail identity,
 * and ends the pending change.
 */
export async function applyEmailChange(tx: DbExecutor, userId: string, newEmail: string, now: Date): Promise<void> {
  const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, userId));
  await tx
    .update(authUsers)
    .set({
      email: newEmail,
      emailConfirmedAt: now,
      updatedAt: now,
      userMetadata: { ...user!.userMetadata, email_verified: true },
    })
    .where(eq(authUsers.id, userId));
  const [identity] = await tx
    .select()
    .from(authIdentities)
    .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, 'email')));
  if (identity) {
    await tx
      .update(authIdentities)
      .set({ identityData: { ...identity.identityData, email: newEmail, email_verified: true }, updatedAt: now })
      .where(eq(authIdentities.id, identity.id));
  }
  await tx.delete(authEmailChanges).where(eq(authEmailChanges.userId, userId));
}
