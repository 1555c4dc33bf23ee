import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { type AccessClaims, bearerToken, verifyAccessToken } from './tokens.ts';

export interface AuthenticatedCall {
  claims: AccessClaims;
  session: SessionRow;
  userId: string;
  sessionId: string;
  email: string;
}

/**
 * GoTrue's requireAuthentication: a valid bearer JWT (401 no_authorization without one, 403
 * bad_jwt for a bad one) whose session still exists (403 session_not_found once signed out).
 */
export async function authenticate(context: AuthContext, request: FastifyRequest): Promise<AuthenticatedCall> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const claims = await verifyAccessToken(context, token);
  const session = await findSession(context.db, claims.session_id);
  if (!session || session.userId !== claims.sub) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, session, userId: claims.sub, sessionId: session.id, email: claims.email };
}
