import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@hammurabi/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountRoutes } from './account-routes.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { disabledFeatureRoutes } from './disabled-features.ts';
import { passwordlessRoutes } from './passwordless-routes.ts';
import { API_VERSION, API_VERSION_HEADER, AuthError, authErrorBody } from './errors.ts';
import { mfaRoutes } from './mfa-routes.ts';
import { oauthRoutes } from './oauth/oauth-routes.ts';
import { documentAuthRoute } from './route-docs.ts';
import { recoveryRoutes } from './recovery-routes.ts';

/** True when no string inside `value` holds a NUL character or an unpaired surrogate. */
function everyStringStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (value === null || typeof value !== 'object') return true;
  return Object.entries(value).every(([key, each]) => isStorableText(key) && everyStringStorable(each));
}

/** Paths a browser opens straight from an e-mail or a provider's redirect, which therefore carry no apikey header. */
const NO_APIKEY = new Set(['GET /auth/v1/verify', 'GET /auth/v1/authorize', 'GET /auth/v1/callback']);

function sendAuthError(reply: FastifyReply, error: AuthError) {
  return reply
    .status(error.status)
    .header(API_VERSION_HEADER, API_VERSION)
    .send(authErrorBody(error.code, error.message, error.extra));
}

/** Turns any failure inside /auth/v1 into GoTrue's error shape; only real faults are 5xx. */
function handleAuthError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AuthError) return sendAuthError(reply, error);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return sendAuthError(reply, new AuthError(400, 'bad_json', 'Could not parse request body as JSON'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendAuthError(reply, new AuthError(status, 'validation_failed', error.message));
  }
  request.log.error({ err: error }, 'unhandled auth error');
  return sendAuthError(
    reply,
    new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
  );
}

/**
 * The Supabase Auth (GoTrue) compatible API. It checks the anon `apikey` itself (hosted
 * Supabase's gateway would), tolerates empty JSON bodies (auth-js sends them on logout and
 * unenrol) and answers every error as `{code, error_code, message, msg}`.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body.trim() : '';
    if (!text) return done(null, {});
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return done(new AuthError(400, 'bad_json', 'Request body must be a JSON object'), undefined);
      }
      if (Object.hasOwn(parsed, '__proto__') || Object.hasOwn(parsed, 'constructor')) {
        return done(new AuthError(400, 'bad_json', 'Request body is not allowed'), undefined);
      }
      // The product API refuses such text in its contracts; here every field is checked at once.
      if (!everyStringStorable(parsed)) {
        return done(new AuthError(422, 'validation_failed', UNSTORABLE_TEXT_MESSAGE), undefined);
      }
      done(null, parsed);
    } catch {
      done(new AuthError(400, 'bad_json', 'Could not parse request body as JSON'), undefined);
    }
  });
  app.setErrorHandler(handleAuthError);
  app.setNotFoundHandler((request, reply) => {
    const message = `No API route matches ${request.method} ${request.url.split('?')[0]}.`;
    // `detail` too, as every other unknown API path answers.
    return sendAuthError(reply, new AuthError(404, 'not_found', message, { detail: message }));
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const route = `${request.method} ${request.url.split('?')[0]}`;
    // Unknown paths get their 404 without an apikey check.
    if (NO_APIKEY.has(route) || !request.routeOptions.url) return;
    const apikey = request.headers.apikey;
    // The service_role key passes as Supabase's gateway lets it; what it may do is the admin routes' check.
    if (!app.auth.keys.apiKeyKind(typeof apikey === 'string' ? apikey : undefined)) {
      throw new AuthError(401, 'no_api_key', 'No API key found in request or the API key is invalid');
    }
  });
  app.addHook('onRoute', documentAuthRoute);
  await app.register(accountRoutes);
  await app.register(recoveryRoutes);
  await app.register(mfaRoutes);
  await app.register(oauthRoutes);
  await app.register(adminRoutes);
  await app.register(passwordlessRoutes);
  await app.register(disabledFeatureRoutes);
}
