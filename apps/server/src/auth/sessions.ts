import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { authMfaAmrClaims, authRefreshTokens, authSessions, authUsers } from '../db/schema/index.ts';
import { type AuthContext, nowDate } from './context.ts';
import { AuthError, invalidCredentials, validationFailed } from './errors.ts';
import { type AmrEntry, hashToken, newRefreshToken, signAccessToken } from './tokens.ts';
import { appMetadataOf, loadUser, serializeUser } from './users.ts';

export type SessionRow = typeof authSessions.$inferSelect;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

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

/** A new session for a sign-in by `method` (password, otp …), with its first refresh token. */
export async function createSession(
  context: AuthContext,
  userId: string,
  method: string,
  client: ClientInfo,
): Promise<TokenResponse> {
  const now = nowDate(context);
  const refresh = newRefreshToken();
  const sessionId = await context.db.transaction(async (tx) => {
    // Locked, so a ban committed meanwhile is seen (its sessions were deleted under the same lock).
    const [account] = await tx
      .select({ bannedUntil: authUsers.bannedUntil, deletedAt: authUsers.deletedAt })
      .from(authUsers)
      .where(eq(authUsers.id, userId))
      .for('update');
    if (!account || account.deletedAt) throw invalidCredentials();
    if (account.bannedUntil && account.bannedUntil > now) throw new AuthError(400, 'user_banned', 'User is banned');
    const [session] = await tx
      .insert(authSessions)
      .values({ userId, ip: client.ip, userAgent: client.userAgent?.slice(0, 512), createdAt: now, updatedAt: now })
      .returning({ id: authSessions.id });
    await addAmrClaim(tx, session!.id, method, now);
    await tx
      .insert(authRefreshTokens)
      .values({ tokenHash: refresh.hash, userId, sessionId: session!.id, createdAt: now });
    await tx.update(authUsers).set({ lastSignInAt: now }).where(eq(authUsers.id, userId));
    return session!.id;
  });
  return tokenResponse(context, sessionId, userId, refresh.token);
}

/** aal and amr of a session, from its recorded methods (newest first). */
export async function sessionAssurance(db: Db, sessionId: string): Promise<{ aal: 'aal1' | 'aal2'; amr: AmrEntry[] }> {
  const claims = await db
    .select()
    .from(authMfaAmrClaims)
    .where(eq(authMfaAmrClaims.sessionId, sessionId))
    .orderBy(desc(authMfaAmrClaims.updatedAt));
  const amr = claims.map((claim) => ({
    method: claim.authenticationMethod,
    timestamp: Math.floor(claim.updatedAt.getTime() / 1000),
  }));
  // A recovery code stands in for the authenticator (#35).
  return { aal: amr.some((entry) => entry.method === 'totp' || entry.method === 'recovery') ? 'aal2' : 'aal1', amr };
}

/** The session object of GoTrue: access token, refresh token, expiry and the full user. */
export async function tokenResponse(context: AuthContext, sessionId: string, userId: string, refreshToken: string) {
  const user = await loadUser(context.db, userId);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const { aal, amr } = await sessionAssurance(context.db, sessionId);
  const { token, expiresAt } = await signAccessToken(context, {
    userId,
    email: user.row.email,
    appMetadata: appMetadataOf(user),
    userMetadata: user.row.userMetadata,
    sessionId,
    aal,
    amr,
  });
  return {
    access_token: token,
    token_type: 'bearer' as const,
    expires_in: context.config.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: serializeUser(user),
  };
}

export type TokenResponse = Awaited<ReturnType<typeof tokenResponse>>;

/**
 * `grant_type=refresh_token`: rotates the token. A rotated token replayed within the reuse
 * interval (another tab refreshing at the same time) gets a fresh token of its own. Replayed
 * later, it is accepted once more only if the token it was rotated into was never used: the
 * answer of that rotation was lost (the page was reloaded while it was on its way), so the
 * unused token is revoked and a new one issued. Any other late replay is treated as theft: the
 * whole session is deleted and every token of it dies.
 */
export async function refreshGrant(context: AuthContext, refreshToken: unknown): Promise<TokenResponse> {
  if (typeof refreshToken !== 'string' || refreshToken.length < 12) {
    throw validationFailed('Refresh token is not valid');
  }
  const now = nowDate(context);
  const outcome = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.tokenHash, hashToken(refreshToken)))
      .for('update');
    if (!row) return { kind: 'not_found' as const };
    if (row.revoked) {
      const graceEnds = (row.revokedAt?.getTime() ?? 0) + context.config.refreshReuseIntervalSeconds * 1000;
      if (now.getTime() > graceEnds) {
        const lostAnswer = await revokeUnusedChildren(tx, row.id, now);
        if (!lostAnswer) {
          await tx.delete(authSessions).where(eq(authSessions.id, row.sessionId));
          return { kind: 'reused' as const };
        }
      }
    } else {
      await tx.update(authRefreshTokens).set({ revoked: true, revokedAt: now }).where(eq(authRefreshTokens.id, row.id));
    }
    const next = newRefreshToken();
    await tx
      .insert(authRefreshTokens)
      .values({ tokenHash: next.hash, userId: row.userId, sessionId: row.sessionId, parentId: row.id, createdAt: now });
    await tx.update(authSessions).set({ refreshedAt: now, updatedAt: now }).where(eq(authSessions.id, row.sessionId));
    return { kind: 'ok' as const, sessionId: row.sessionId, userId: row.userId, token: next.token };
  });
  if (outcome.kind === 'not_found') {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  if (outcome.kind === 'reused') {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return tokenResponse(context, outcome.sessionId, outcome.userId, outcome.token);
}

/**
 * The tokens rotated from `parentId`, if every one of them is still live (never used): they
 * are revoked and true is returned. False when there is none or one of them was used. Revoked
 * rather than deleted, so that a later use of one still counts as reuse of a rotated token.
 */
async function revokeUnusedChildren(tx: DbExecutor, parentId: number, now: Date): Promise<boolean> {
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

/** Revokes every live refresh token of a session and issues a new one (after an aal change). */
export async function rotateSessionToken(context: AuthContext, sessionId: string, userId: string): Promise<string> {
  const now = nowDate(context);
  const next = newRefreshToken();
  await context.db.transaction(async (tx) => {
    await tx
      .update(authRefreshTokens)
      .set({ revoked: true, revokedAt: now })
      .where(and(eq(authRefreshTokens.sessionId, sessionId), eq(authRefreshTokens.revoked, false)));
    await tx.insert(authRefreshTokens).values({ tokenHash: next.hash, userId, sessionId, createdAt: now });
  });
  return next.token;
}

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return row;
}

export type LogoutScope = 'global' | 'local' | 'others';

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

/** The signed-in caller of a second-factor call. */
export interface MfaCaller {
  userId: string;
  sessionId: string;
  email: string;
}

/**
 * Raises the caller's session to aal2 after a second factor (`totp`, or a `recovery` code): the
 * method joins its amr, other aal1 sessions of the user are signed out, and a new refresh token
 * is answered with the session.
 */
export async function raiseToAal2(
  context: AuthContext,
  caller: MfaCaller,
  factorId: string,
  method: 'totp' | 'recovery',
  now: Date,
) {
  await addAmrClaim(context.db, caller.sessionId, method, now);
  await context.db
    .update(authSessions)
    .set({ aal: 'aal2', factorId, updatedAt: now })
    .where(eq(authSessions.id, caller.sessionId));
  await deleteOtherLowAalSessions(context.db, caller.userId, caller.sessionId);
  const refreshToken = await rotateSessionToken(context, caller.sessionId, caller.userId);
  return tokenResponse(context, caller.sessionId, caller.userId, refreshToken);
}
