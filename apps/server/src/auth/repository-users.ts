import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import {
  authEmailChanges,
  authIdentities,
  authMfaFactors,
  authOneTimeTokens,
  authSessions,
  authUserRoles,
  authUsers,
} from '../db/schema/index.ts';
import type { LoadedUser, UserRow } from './users.ts';

// The SQL of accounts: auth_users with what GoTrue's User embeds (identities, factors, roles, a
// pending e-mail change), and the profile row an account is born with.

/** The account of an address (stored lower-case). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email.toLowerCase())).limit(1);
  return row;
}

/** An account with its identities, factors, pending e-mail change and roles. */
export async function loadUser(db: Db, id: string): Promise<LoadedUser | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id)).limit(1);
  if (!row) return undefined;
  const [identities, factors, [emailChange], roles] = await Promise.all([
    db.select().from(authIdentities).where(eq(authIdentities.userId, id)).orderBy(asc(authIdentities.createdAt)),
    db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, id)).orderBy(asc(authMfaFactors.createdAt)),
    db
      .select({ newEmail: authEmailChanges.newEmail, createdAt: authEmailChanges.createdAt })
      .from(authEmailChanges)
      .where(eq(authEmailChanges.userId, id)),
    db
      .select({ role: authUserRoles.role })
      .from(authUserRoles)
      .where(eq(authUserRoles.userId, id))
      .orderBy(asc(authUserRoles.role)),
  ]);
  return { row, identities, factors, emailChange, roles: roles.map((each) => each.role) };
}

/** Whether the user has a verified second factor. */
export async function hasVerifiedFactor(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: authMfaFactors.id })
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, userId), eq(authMfaFactors.status, 'verified')))
    .limit(1);
  return rows.length > 0;
}

/** What `insertAccountUnlessRegistered` stores: the user, its e-mail identity and its profile seed. */
export interface NewAccount {
  id: string;
  email: string;
  hash: string;
  confirmed: boolean;
  /** ISO time of creation. */
  at: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  identityData: Record<string, unknown>;
  seed: { username: string | null; fullName: string | null };
}

/**
 * Creates the user, its e-mail identity and its profile in one statement that does nothing when
 * the address is taken; true when the account was created.
 */
export async function insertAccountUnlessRegistered(db: DbExecutor, account: NewAccount): Promise<boolean> {
  const { id, email, hash, confirmed, at, appMetadata, userMetadata, identityData, seed } = account;
  const result = await db.execute(sql`
    with created as (
      insert into auth_users
        (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
      values (${id}, ${email}, ${hash}, ${confirmed ? at : null}::timestamptz, ${JSON.stringify(appMetadata)}::jsonb,
        ${JSON.stringify(userMetadata)}::jsonb, ${at}::timestamptz, ${at}::timestamptz)
      on conflict (email) do nothing
      returning id
    ), identity as (
      insert into auth_identities (user_id, provider, provider_id, identity_data, created_at, updated_at)
      select id, 'email', id::text, ${JSON.stringify(identityData)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
      from created
    )
    insert into profiles (user_id, username, full_name, created_at, updated_at)
    select id, ${seed.username}, ${seed.fullName}, ${at}::timestamptz, ${at}::timestamptz from created
    returning user_id`);
  return result.rows.length === 1;
}

/**
 * Stores a PUT /user's changes; a changed password also signs out the user's other sessions and
 * voids their pending links and codes, in the same transaction.
 */
export async function saveUserChanges(
  db: Db,
  current: { userId: string; sessionId: string },
  changes: Partial<typeof authUsers.$inferInsert>,
  passwordChanged: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(authUsers).set(changes).where(eq(authUsers.id, current.userId));
    if (passwordChanged) {
      await tx
        .delete(authSessions)
        .where(and(eq(authSessions.userId, current.userId), ne(authSessions.id, current.sessionId)));
      await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, current.userId));
    }
  });
}

/** Whether another account (not the one of `exceptEmail`) has the username, compared case-insensitively. */
export async function usernameInUse(db: DbExecutor, username: string, exceptEmail: string | null): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from profiles join auth_users on auth_users.id = profiles.user_id
    where lower(profiles.username) = lower(${username}) and auth_users.email is distinct from ${exceptEmail}
    limit 1`);
  return result.rows.length > 0;
}

/** Inserts a new account's profile row. */
export async function insertProfile(
  tx: DbExecutor,
  userId: string,
  seed: { username: string | null; fullName: string | null },
  at: Date,
): Promise<void> {
  await tx.execute(sql`
    insert into profiles (user_id, username, full_name, created_at, updated_at)
    values (${userId}, ${seed.username}, ${seed.fullName}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
}
