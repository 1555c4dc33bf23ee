import { and, desc, eq, exists, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import {
  authMfaAmrClaims,
  authMfaFactors,
  authRefreshTokens,
  authSessions,
  authUsers,
  type UserRole,
} from '../db/schema/index.ts';
import type { AuthContext } from './context.ts';
import type { ClientInfo, LogoutScope, SessionRow } from './sessions.ts';

// The SQL of sessions: auth_sessions, their refresh tokens and amr claims, and the session check
// of every product-API request (request-user.ts).

/** Records a sign-in method on a session (one row per method; repeated use refreshes it). */
export async function addAmrClaim(db: Db, sessionId: string, method: string, at: Date): Promise<void> {
  await db
    .insert(authMfaAmrClaims)
    .values({ sessionId, authenticationMethod: method, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [authMfaAmrClaims.sessionId, authMfaAmrClaims.authenticationMethod],
      set: { updatedAt: at },
    });
}

/**
 * The tokens rotated from `parentId`, if every one of them is still live (never used): they
 * are revoked and true is returned. False when there is none or one of them was used. Revoked
 * rather than deleted, so that a later use of one still counts as reuse of a rotated token.
 */
export async function revokeUnusedChildren(tx: DbExecutor, parentId: number, now: Date): Promise<boolean> {
  const children = await tx
    .select({ id: authRefreshTokens.id, revoked: authRefreshTokens.revoked })
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.parentId, parentId))
    .for('update');
  if (children.length === 0 || children.some((child) => child.revoked)) return false;
  await tx
    .update(authRefreshTokens)
    .set({ revoked: true, revokedAt: now })
    .where(eq(authRefreshTokens.parentId, parentId));
  return true;
}

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return row;
}

/** Deletes sessions for a sign-out; their refresh tokens and amr claims go with them. */
export async function deleteSessions(db: Db, userId: string, currentSessionId: string, scope: LogoutScope) {
  switch (scope) {
    case 'global':
      await db.delete(authSessions).where(eq(authSessions.userId, userId));
      return;
    case 'local':
      await db.delete(authSessions).where(eq(authSessions.id, currentSessionId));
      return;
    case 'others':
      await db.delete(authSessions).where(and(eq(authSessions.userId, userId), ne(authSessions.id, currentSessionId)));
      return;
  }
}

/** Deletes the user's other sessions below aal2 (after a factor is verified). */
export async function deleteOtherLowAalSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId), sql`${authSessions.aal} <> 'aal2'`),
    );
}

/** The account's ban and deletion, its row locked for the transaction. */
export async function lockAccountStanding(
  tx: DbExecutor,
  userId: string,
): Promise<{ bannedUntil: Date | null; deletedAt: Date | null } | undefined> {
  const [account] = await tx
    .select({ bannedUntil: authUsers.bannedUntil, deletedAt: authUsers.deletedAt })
    .from(authUsers)
    .where(eq(authUsers.id, userId))
    .for('update');
  return account;
}

/** A new session with its sign-in method and first refresh token; the user's last sign-in is now. Its id. */
export async function insertSession(
  tx: DbExecutor,
  input: { userId: string; client: ClientInfo; method: string; refreshHash: string; now: Date },
): Promise<string> {
  const { userId, client, method, refreshHash, now } = input;
  const [session] = await tx
    .insert(authSessions)
    .values({ userId, ip: client.ip, userAgent: client.userAgent?.slice(0, 512), createdAt: now, updatedAt: now })
    .returning({ id: authSessions.id });
  await addAmrClaim(tx, session!.id, method, now);
  await tx.insert(authRefreshTokens).values({ tokenHash: refreshHash, userId, sessionId: session!.id, createdAt: now });
  await tx.update(authUsers).set({ lastSignInAt: now }).where(eq(authUsers.id, userId));
  return session!.id;
}

/** A session's recorded sign-in methods, newest first. */
export async function amrClaimsOf(db: Db, sessionId: string) {
  return db
    .select()
    .from(authMfaAmrClaims)
    .where(eq(authMfaAmrClaims.sessionId, sessionId))
    .orderBy(desc(authMfaAmrClaims.updatedAt));
}

/** The refresh token of a hash, its row locked for the transaction. */
export async function lockRefreshToken(tx: DbExecutor, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Deletes one session (its refresh tokens and amr claims go with it). */
export async function deleteSession(tx: DbExecutor, sessionId: string): Promise<void> {
  await tx.delete(authSessions).where(eq(authSessions.id, sessionId));
}

/** Marks one refresh token rotated at `now`. */
export async function revokeRefreshToken(tx: DbExecutor, id: number, now: Date): Promise<void> {
  await tx.update(authRefreshTokens).set({ revoked: true, revokedAt: now }).where(eq(authRefreshTokens.id, id));
}

/** Revokes every live refresh token of a session. */
export async function revokeSessionTokens(tx: DbExecutor, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(authRefreshTokens)
    .set({ revoked: true, revokedAt: now })
    .where(and(eq(authRefreshTokens.sessionId, sessionId), eq(authRefreshTokens.revoked, false)));
}

/** Stores a refresh token (by its hash) of a session, rotated from `parentId` when not null. */
export async function insertRefreshToken(
  tx: DbExecutor,
  token: { tokenHash: string; userId: string; sessionId: string; parentId: number | null; now: Date },
): Promise<void> {
  const { tokenHash, userId, sessionId, parentId, now } = token;
  await tx.insert(authRefreshTokens).values({ tokenHash, userId, sessionId, parentId, createdAt: now });
}

/** Records that a session was refreshed at `now`. */
export async function markSessionRefreshed(tx: DbExecutor, sessionId: string, now: Date): Promise<void> {
  await tx.update(authSessions).set({ refreshedAt: now, updatedAt: now }).where(eq(authSessions.id, sessionId));
}

/** Raises a session to aal2 by `factorId`. */
export async function markSessionAal2(db: Db, sessionId: string, factorId: string, now: Date): Promise<void> {
  await db.update(authSessions).set({ aal: 'aal2', factorId, updatedAt: now }).where(eq(authSessions.id, sessionId));
}

/**
 * A condition true when the session still exists for the user and counts for the product API (the
 * same rule as the lookup every other request makes): a statement that includes it changes nothing
 * for a signed-out caller.
 */
export function liveSessionCondition(sessionId: SQLWrapper, userId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${authSessions} where ${authSessions.id} = ${sessionId} and ${authSessions.userId} = ${userId}
    and (${authSessions.aal} = 'aal2' or not exists (select 1 from ${authMfaFactors}
      where ${authMfaFactors.userId} = ${authSessions.userId} and ${authMfaFactors.status} = 'verified')))`;
}

const lookups = new WeakMap<AuthContext, ReturnType<typeof prepareSessionLookup>>();

/**
 * The session of a product-API request: its aal, whether the user has a verified factor, the
 * roles held now and the snapshot it was read in; a prepared statement per auth context.
 */
export function sessionLookup(context: AuthContext) {
  let lookup = lookups.get(context);
  if (!lookup) lookups.set(context, (lookup = prepareSessionLookup(context)));
  return lookup;
}

function prepareSessionLookup(context: AuthContext) {
  const verifiedFactor = context.db
    .select({ one: sql`1` })
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.userId, authSessions.userId), eq(authMfaFactors.status, 'verified')));
  return context.db
    .select({
      aal: authSessions.aal,
      hasFactor: exists(verifiedFactor).mapWith(Boolean),
      roles: sql<UserRole[]>`coalesce((select array_agg(r.role order by r.role) from auth_user_roles r
        where r.user_id = auth_sessions.user_id), '{}')`,
      snapshot: sql<string>`pg_current_snapshot()::text`,
    })
    .from(authSessions)
    .where(and(eq(authSessions.id, sql.placeholder('sessionId')), eq(authSessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('request_user_session');
}
