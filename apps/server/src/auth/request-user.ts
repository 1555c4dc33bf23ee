import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthContext } from './context.ts';
import { sessionLookup } from './repository-sessions.ts';
import { bearerToken, verifyAccessToken } from './tokens.ts';

/** The signed-in caller of a product-API request. */
export interface RequestUser {
  id: string;
  email: string;
  sessionId: string;
  aal: 'aal1' | 'aal2';
  /**
   * Roles held now (auth_user_roles), read with the session, so a grant or a revocation counts
   * from the next request. Empty while `sessionPending`: the token's copy may be stale.
   */
  roles: UserRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null when anonymous (no, bad or revoked token). Set for /api routes. */
    user: RequestUser | null;
    /**
     * The database snapshot (`pg_current_snapshot()`) the caller's session was checked in, or null
     * when anonymous. Equal snapshots see equal data, so a cached answer computed in this snapshot
     * is still exact (see modules/projects/list-cache.ts).
     */
    snapshot: string | null;
    /**
     * True while `user` stands on its verified token alone: on a route with
     * `config.sessionCheckedByHandler`, whose handler checks the session inside its own statement
     * (`liveSessionCondition`) or calls `confirmSession` first. Any error answer confirms it first.
     */
    sessionPending: boolean;
  }
  interface FastifyContextConfig {
    /**
     * The handler checks the caller's session itself, in the statement that does its work, to save
     * the hottest write (a file save) a round trip. `request.user` is then set from the verified
     * token, with `sessionPending` true; its `aal` is the token's until the session is confirmed.
     */
    sessionCheckedByHandler?: boolean;
  }
}

/**
 * The caller behind a bearer token, with the database snapshot its session was checked in: the
 * JWT must verify and its session must still exist, so signing out ends API access at once. A
 * user with a verified second factor counts only in an aal2 session; a password-only session of
 * such a user is anonymous to the product API.
 */
export async function resolveRequestUser(
  context: AuthContext,
  authorization: string | undefined,
): Promise<{ user: RequestUser; snapshot: string } | null> {
  const user = await tokenUser(context, authorization);
  if (!user) return null;
  const checked = await checkSession(context, user);
  return checked && { user: { ...user, aal: checked.aal, roles: checked.roles }, snapshot: checked.snapshot };
}

/** The caller a bearer token names if it verifies, before its session is looked at. */
async function tokenUser(context: AuthContext, authorization: string | undefined): Promise<RequestUser | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  try {
    const claims = await verifyAccessToken(context, token);
    return { id: claims.sub, email: claims.email, sessionId: claims.session_id, aal: claims.aal, roles: [] };
  } catch {
    return null;
  }
}

/** The session's assurance level and the snapshot it was read in, or null when it does not count. */
async function checkSession(context: AuthContext, user: RequestUser) {
  const [row] = await sessionLookup(context).execute({ sessionId: user.sessionId, userId: user.id });
  if (!row || (row.hasFactor && row.aal !== 'aal2')) return null;
  return row;
}

/**
 * Confirms a pending session (`request.sessionPending`) with the usual lookup: true when it counts;
 * otherwise the caller becomes anonymous and the answer is false. True at once when not pending.
 */
export async function confirmSession(request: FastifyRequest): Promise<boolean> {
  if (!request.sessionPending || !request.user) return true;
  request.sessionPending = false;
  const checked = await checkSession(request.server.auth, request.user);
  if (!checked) {
    request.user = null;
    return false;
  }
  request.user = { ...request.user, aal: checked.aal, roles: checked.roles };
  request.snapshot = checked.snapshot;
  return true;
}

/** `requireUser` with the session confirmed: 401 once signed out, as on every other route. */
export async function requireConfirmedUser(request: FastifyRequest): Promise<RequestUser> {
  await confirmSession(request);
  return requireUser(request);
}

// The lookup every signed-in request makes, built once per auth context and run as a named
// prepared statement, so neither Drizzle nor PostgreSQL plans it again for each request.
/** Fills `request.user` on every /api request before its handler runs. */
export function registerRequestUser(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('snapshot', null);
  app.decorateRequest('sessionPending', false);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !request.headers.authorization) return;
    if (request.routeOptions.config.sessionCheckedByHandler) {
      request.user = await tokenUser(app.auth, request.headers.authorization);
      request.sessionPending = request.user !== null;
      return;
    }
    const caller = await resolveRequestUser(app.auth, request.headers.authorization);
    if (!caller) return;
    request.user = caller.user;
    request.snapshot = caller.snapshot;
  });
  app.addHook('onRoute', (route) => {
    if (route.config?.sessionCheckedByHandler && !requiresBearer(route.schema)) {
      // An error answer of such a route turns into 401 once the session is found gone.
      throw new Error(`${route.method.toString()} ${route.url}: sessionCheckedByHandler needs bearer security`);
    }
  });
  // Answers to a signed-in caller may hold private data, so no browser or proxy cache keeps them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.user && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // A protected product-API write answers 401 before its body is parsed or validated, so an
  // anonymous caller learns the real problem first. "Protected" is the route's documented bearer
  // security. /auth/v1 checks its own sessions and answers in GoTrue's error shape.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (
      request.url.startsWith('/api/') &&
      !request.user &&
      WRITE_METHODS.has(request.method) &&
      requiresBearer(request.routeOptions.schema)
    ) {
      throw new AppError('unauthenticated', 'User not authenticated');
    }
    return payload;
  });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the route's OpenAPI security demands a bearer token (no anonymous alternative). */
function requiresBearer(schema: { security?: unknown } | undefined): boolean {
  const security = schema?.security;
  if (!Array.isArray(security) || security.length === 0) return false;
  return security.every((requirement) => requirement && typeof requirement === 'object' && 'bearerAuth' in requirement);
}

/** The caller of a protected route; 401 `{"detail":"User not authenticated"}` when anonymous. */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('unauthenticated', 'User not authenticated');
  return request.user;
}
