import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseEmail, passwordGrant, signUp, updateUser } from './accounts.ts';
import { authenticate } from './authenticate.ts';
import { nowDate } from './context.ts';
import { idTokenGrantDisabled, phoneLoginsDisabled, web3Disabled } from './disabled-features.ts';
import { AuthError, validationFailed } from './errors.ts';
import { safeRedirect } from './one-time-tokens.ts';
import { parsePkceChallenge, pkceGrant, startEmailFlow } from './pkce.ts';
import { type ClientInfo, deleteSessions, refreshGrant } from './sessions.ts';
import { loadUser, serializeUser } from './users.ts';

type Body = Record<string, unknown>;
type Query = Record<string, string | undefined>;

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const accountKey = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/** Sign-up, the token grants, the current user and sign-out. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const context = app.auth;
  const limits = context.config.rateLimits;

  app.post<{ Body: Body; Querystring: Query }>('/signup', async (request) => {
    await context.limiter.hit('signup', request.ip, limits.signUpPerIp);
    const body = request.body ?? {};
    if (body.email === undefined && body.phone !== undefined) {
      throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    if (body.email === undefined) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
    const startedAt = nowDate(context);
    const answer = await signUp(
      context,
      body,
      safeRedirect(context, request.query.redirect_to, '/login'),
      clientInfo(request),
    );
    // A session answered (no confirmation) needs no code exchange later.
    if (pkce && !('access_token' in answer)) {
      await startEmailFlow(context, parseEmail(body.email), 'email/signup', pkce, startedAt);
    }
    return answer;
  });

  app.post<{ Body: Body; Querystring: Query }>('/token', async (request) => {
    const body = request.body ?? {};
    switch (request.query.grant_type) {
      case 'password':
        if (body.email === undefined && body.phone !== undefined) throw phoneLoginsDisabled();
        await context.limiter.hit('password:ip', request.ip, limits.signInPerIp);
        await context.limiter.hit(
          'password:account+ip',
          `${accountKey(body.email)}|${request.ip}`,
          limits.signInPerAccountAndIp,
        );
        return passwordGrant(context, body, clientInfo(request));
      case 'pkce':
        await context.limiter.hit('verify:ip', request.ip, limits.verifyPerIp);
        return pkceGrant(context, body, clientInfo(request));
      case 'refresh_token':
        await context.limiter.hit('refresh:ip', request.ip, limits.refreshPerIp);
        return refreshGrant(context, body.refresh_token);
      case 'id_token':
        throw idTokenGrantDisabled(body.provider);
      case 'web3':
        throw web3Disabled();
      case undefined:
      default:
        throw validationFailed('unsupported_grant_type');
    }
  });

  app.get('/user', async (request) => {
    const call = await authenticate(context, request);
    const user = await loadUser(context.db, call.userId);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return serializeUser(user);
  });

  app.put<{ Body: Body; Querystring: Query }>('/user', async (request) => {
    const call = await authenticate(context, request);
    await context.limiter.hit('update-user', call.userId, limits.updateUserPerAccount);
    const emailRedirectTo = safeRedirect(context, request.query.redirect_to, '/profile');
    return updateUser(context, call, request.body ?? {}, emailRedirectTo);
  });

  app.post<{ Querystring: Query }>('/logout', async (request, reply) => {
    const scope = request.query.scope ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    const call = await authenticate(context, request);
    await deleteSessions(context.db, call.userId, call.sessionId, scope);
    return reply.status(204).send();
  });
}
