import { PublicConfigSchema } from '@hammurabi/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AuthContext } from './context.ts';
import { createAuthKeys, resolveJwtSecret } from './keys.ts';
import { createMailer } from './mail.ts';
import { createPasswordHasher } from './password-hasher.ts';
import { AuthRateLimits } from './rate-limits.ts';
import { registerRequestUser } from './request-user.ts';
import { authRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth server's context: keys, settings, mailer, limiter. */
    auth: AuthContext;
  }
}

/**
 * Registers authentication on the root app: the Supabase-compatible server at /auth/v1 and
 * `request.user` for every /api route (see request-user.ts).
 */
export async function registerAuth(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  const secret = await resolveJwtSecret(config.auth.jwtSecret, config.dataDir);
  const keys = await createAuthKeys(secret, {
    anonKey: config.auth.anonKey,
    serviceRoleKey: config.auth.serviceRoleKey,
    jwtKeys: config.auth.jwtKeys,
  });
  const siteUrl = config.siteUrl.replace(/\/+$/, '');
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.auth.smtpUrl,
    from: config.auth.mailFrom,
    log: app.log,
  });
  const passwords = createPasswordHasher(config.auth.bcryptCost);
  const context: AuthContext = {
    db: database.db,
    config: config.auth,
    siteUrl,
    issuer: `${siteUrl}/auth/v1`,
    keys,
    limiter: new AuthRateLimits(app.rateLimiter),
    mailer,
    passwords,
    log: app.log,
  };
  app.decorate('auth', context);
  app.addHook('onClose', async () => {
    mailer.close();
    await passwords.close();
  });
  registerRequestUser(app);
  await app.register(authRoutes, { prefix: '/auth/v1' });
  // The web app reads where the auth server is and its anon key at run time, not at build time.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Run-time settings of the web app: auth server URL, anon key and sign-in providers',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => ({
      auth_url: '/auth/v1',
      anon_key: keys.anonKey,
      providers: config.auth.providers.map(({ id, name }) => ({ id, name })),
    }),
  );
}
