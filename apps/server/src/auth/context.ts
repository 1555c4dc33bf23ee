import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuthConfig } from './auth-config.ts';
import type { AuthKeys } from './keys.ts';
import type { Mailer } from './mail.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { AuthRateLimits } from './rate-limits.ts';

/** Everything the auth services need, built once per app (app.auth). */
export interface AuthContext {
  db: Db;
  config: AuthConfig;
  siteUrl: string;
  /** `iss` of access tokens. */
  issuer: string;
  keys: AuthKeys;
  /** Per-route limits, counted in PostgreSQL so they hold across server processes. */
  limiter: AuthRateLimits;
  mailer: Mailer;
  /** bcrypt at the configured cost, in worker threads. */
  passwords: PasswordHasher;
  log: FastifyBaseLogger;
}

/** The context's clock as a Date. */
export const nowDate = (context: AuthContext) => new Date(context.config.now());
