import type { FastifyInstance } from 'fastify';
import { clientInfo } from '../account-routes.ts';
import { authenticate } from '../authenticate.ts';
import { AuthError } from '../errors.ts';
import { authorizeErrorLocation, finishProviderSignIn, startProviderSignIn } from './provider-sign-in.ts';
import { deleteIdentity, identitiesOf } from './repository.ts';

type Query = Record<string, string | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sign-in with external providers, and linking and unlinking them (GoTrue's external.go and identity.go). */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  const context = app.auth;
  const limits = context.config.rateLimits;

  // Opened by the browser itself (no apikey): errors travel back in the address.
  app.get<{ Querystring: Query }>('/authorize', async (request, reply) => {
    await context.limiter.hit('verify:ip', request.ip, limits.verifyPerIp);
    if (request.query.skip_http_redirect === 'true') {
      return { url: await startProviderSignIn(context, request.query, null) };
    }
    let location: string;
    try {
      location = await startProviderSignIn(context, request.query, null);
    } catch (error) {
      location = authorizeErrorLocation(context, request.query, error);
    }
    return reply.header('referrer-policy', 'no-referrer').redirect(location, 302);
  });

  app.get<{ Querystring: Query }>('/callback', async (request, reply) => {
    await context.limiter.hit('verify:ip', request.ip, limits.verifyPerIp);
    const location = await finishProviderSignIn(context, request.query, clientInfo(request));
    return reply.header('referrer-policy', 'no-referrer').redirect(location, 303);
  });

  // auth-js linkIdentity: fetched with the user's token; answers the URL to open.
  app.get<{ Querystring: Query }>('/user/identities/authorize', async (request) => {
    const call = await authenticate(context, request);
    return { url: await startProviderSignIn(context, request.query, call.userId) };
  });

  app.delete<{ Params: { id: string } }>('/user/identities/:id', async (request) => {
    const call = await authenticate(context, request);
    const identities = await identitiesOf(context.db, call.userId);
    const target = UUID.test(request.params.id)
      ? identities.find((identity) => identity.id === request.params.id)
      : undefined;
    if (!target) throw new AuthError(404, 'identity_not_found', "Identity doesn't exist");
    if (identities.length <= 1) {
      throw new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
    }
    await context.db.transaction((tx) => deleteIdentity(tx, call.userId, target));
    return {};
  });
}
