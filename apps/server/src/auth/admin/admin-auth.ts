import type { FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { authenticate } from '../authenticate.ts';
import type { AuthContext } from '../context.ts';
import { AuthError } from '../errors.ts';
import { holdsRole, rolesOf } from '../roles.ts';
import { bearerToken } from '../tokens.ts';
import { hasVerifiedFactor } from '../users.ts';
import type { AdminActor } from './audit.ts';

const notAdmin = () => new AuthError(403, 'not_admin', 'User not allowed');

/** True for the service_role key, or any HS256 JWT with role service_role signed by our secret (as GoTrue's admin check). */
async function isServiceRoleToken(context: AuthContext, token: string): Promise<boolean> {
  if (context.keys.apiKeyKind(token) === 'service_role') return true;
  try {
    const { payload } = await jwtVerify(token, context.keys.secret, {
      algorithms: ['HS256'],
      currentDate: new Date(context.config.now()),
    });
    return payload.role === 'service_role';
  } catch {
    return false;
  }
}

/**
 * GoTrue's requireAdmin: the bearer is the service_role key (what Supabase's `auth.admin` uses), or
 * the live session of a user who holds `admin` now (read from auth_user_roles, not the token, so a
 * revoked administrator is refused at once), at aal2 when they have a second factor. 401 without a
 * bearer, 403 not_admin (or insufficient_aal) otherwise.
 */
export async function requireAdmin(context: AuthContext, request: FastifyRequest): Promise<AdminActor> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  if (await isServiceRoleToken(context, token)) return { id: null, label: 'service_role' };
  if (context.keys.apiKeyKind(token) === 'anon') throw notAdmin();
  const call = await authenticate(context, request);
  if (!holdsRole(await rolesOf(context.db, call.userId), 'admin')) throw notAdmin();
  // As on the product API: a password-only session of an account with a second factor does not count.
  if (call.session.aal !== 'aal2' && (await hasVerifiedFactor(context.db, call.userId))) {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 session is required to use the admin API');
  }
  return { id: call.userId, label: `user:${call.email}` };
}
