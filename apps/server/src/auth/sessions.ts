import type { Db } from '../db/client.ts';
import type { authSessions } from '../db/schema/index.ts';
import { type AuthContext, nowDate } from './context.ts';
import { AuthError, invalidCredentials, validationFailed } from './errors.ts';
import { type AmrEntry, hashToken, newRefreshToken, signAccessToken } from './tokens.ts';
import {
  addAmrClaim,
  amrClaimsOf,
  deleteOtherLowAalSessions,
  deleteSession,
  insertRefreshToken,
  insertSession,
  lockAccountStanding,
  lockRefreshToken,
  markSessionAal2,
  markSessionRefreshed,
  revokeRefreshToken,
  revokeSessionTokens,
  revokeUnusedChildren,
} from './repository-sessions.ts';
import { appMetadataOf, loadUser, serializeUser } from './users.ts';

export type SessionRow = typeof authSessions.$inferSelect;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
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
    const account = await lockAccountStanding(tx, userId);
    if (!account || account.deletedAt) throw invalidCredentials();
    if (account.bannedUntil && account.bannedUntil > now) throw new AuthError(400, 'user_banned', 'User is banned');
    return insertSession(tx, { userId, client, method, refreshHash: refresh.hash, now });
  });
  return tokenResponse(context, sessionId, userId, refresh.token);
}

/** aal and amr of a session, from its recorded methods (newest first). */
export async function sessionAssurance(db: Db, sessionId: string): Promise<{ aal: 'aal1' | 'aal2'; amr: AmrEntry[] }> {
  const claims = await amrClaimsOf(db, sessionId);
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
    const row = await lockRefreshToken(tx, hashToken(refreshToken));
    if (!row) return { kind: 'not_found' as const };
    if (row.revoked) {
      const graceEnds = (row.revokedAt?.getTime() ?? 0) + context.config.refreshReuseIntervalSeconds * 1000;
      if (now.getTime() > graceEnds) {
        const lostAnswer = await revokeUnusedChildren(tx, row.id, now);
        if (!lostAnswer) {
          await deleteSession(tx, row.sessionId);
          return { kind: 'reused' as const };
        }
      }
    } else {
      await revokeRefreshToken(tx, row.id, now);
    }
    const next = newRefreshToken();
    await insertRefreshToken(tx, {
      tokenHash: next.hash,
      userId: row.userId,
      sessionId: row.sessionId,
      parentId: row.id,
      now,
    });
    await markSessionRefreshed(tx, row.sessionId, now);
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

/** Revokes every live refresh token of a session and issues a new one (after an aal change). */
export async function rotateSessionToken(context: AuthContext, sessionId: string, userId: string): Promise<string> {
  const now = nowDate(context);
  const next = newRefreshToken();
  await context.db.transaction(async (tx) => {
    await revokeSessionTokens(tx, sessionId, now);
    await insertRefreshToken(tx, { tokenHash: next.hash, userId, sessionId, parentId: null, now });
  });
  return next.token;
}

export type LogoutScope = 'global' | 'local' | 'others';

// Finding a session and signing out: the SQL is in repository-sessions.ts.
export { deleteSessions, findSession } from './repository-sessions.ts';

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
  await markSessionAal2(context.db, caller.sessionId, factorId, now);
  await deleteOtherLowAalSessions(context.db, caller.userId, caller.sessionId);
  const refreshToken = await rotateSessionToken(context, caller.sessionId, caller.userId);
  return tokenResponse(context, caller.sessionId, caller.userId, refreshToken);
}
