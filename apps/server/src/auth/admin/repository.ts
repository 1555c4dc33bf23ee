import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import {
  authAdminAuditLog,
  authIdentities,
  authMfaFactors,
  authSessions,
  authUsers,
  projects,
  snippets,
} from '../../db/schema/index.ts';
import type { AdminAction, AdminActor } from './audit.ts';

// The SQL of the admin API: the audit log, and the account changes only an administrator makes.

/**
 * Records one administrative action in `auth_admin_audit_log`; run it in the transaction of the
 * change, so there is never a change without its entry or an entry without its change.
 */
export async function recordAdminAction(tx: DbExecutor, actor: AdminActor, entry: AdminAction): Promise<void> {
  await tx.insert(authAdminAuditLog).values({
    actorId: actor.id,
    actor: actor.label,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}

/** One page of live accounts (newest first), their address containing `escapedFilter` when given; and their total. */
export async function listAccountIds(
  db: Db,
  escapedFilter: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const where = and(
    isNull(authUsers.deletedAt),
    escapedFilter ? ilike(authUsers.email, `%${escapedFilter}%`) : undefined,
  );
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(where)
      .orderBy(sql`${authUsers.createdAt} desc`, asc(authUsers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(authUsers).where(where),
  ]);
  return { ids: ids.map((row) => row.id), total: total?.total ?? 0 };
}

/** Applies a ban (sessions deleted at once, as sign-out) or lifts it. */
export async function applyBan(tx: DbExecutor, userId: string, until: Date | null) {
  await tx.update(authUsers).set({ bannedUntil: until }).where(eq(authUsers.id, userId));
  if (until) await tx.delete(authSessions).where(eq(authSessions.userId, userId));
}

/** Changes the account's row; a new address is written into its e-mail identity too. */
export async function updateAccount(tx: DbExecutor, userId: string, changes: Partial<typeof authUsers.$inferInsert>) {
  await tx.update(authUsers).set(changes).where(eq(authUsers.id, userId));
  if (changes.email) {
    await tx
      .update(authIdentities)
      .set({
        identityData: sql`${authIdentities.identityData} || ${JSON.stringify({ email: changes.email })}::jsonb`,
      })
      .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, 'email')));
  }
}

/** Deletes the user's factor of an id. */
export async function deleteUserFactor(tx: DbExecutor, userId: string, factorId: string): Promise<void> {
  await tx.delete(authMfaFactors).where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)));
}

/**
 * Keeps the account's row, marked deleted, with the address freed and every way in removed:
 * password, sessions, identities and factors (the caller removes the roles).
 */
export async function softDeleteAccount(tx: DbExecutor, userId: string, now: Date): Promise<void> {
  await tx
    .update(authUsers)
    .set({
      deletedAt: now,
      updatedAt: now,
      email: `deleted-${randomUUID()}@deleted.invalid`,
      encryptedPassword: '',
    })
    .where(eq(authUsers.id, userId));
  await tx.delete(authSessions).where(eq(authSessions.userId, userId));
  await tx.delete(authIdentities).where(eq(authIdentities.userId, userId));
  await tx.delete(authMfaFactors).where(eq(authMfaFactors.userId, userId));
}

/**
 * Removes the account and, by cascade, its sessions, identities, factors, roles and everything
 * else it owns, except its public projects and snippets: its private ones are deleted first, and
 * the foreign keys then keep the public ones with a null owner, shown as by "Former member"
 * (decision 111). The tables' owner checks refuse a private one left without an owner, so a
 * deletion that skipped the first step fails instead of keeping private code.
 */
export async function deleteAccount(tx: DbExecutor, userId: string): Promise<void> {
  await tx.delete(projects).where(and(eq(projects.ownerId, userId), eq(projects.visibility, 'private')));
  await tx.delete(snippets).where(and(eq(snippets.ownerId, userId), eq(snippets.visibility, 'private')));
  await tx.delete(authUsers).where(eq(authUsers.id, userId));
}
