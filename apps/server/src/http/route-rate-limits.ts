import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiter } from './rate-limiter.ts';
import { registerWriteLimits } from './write-limits.ts';

/** A route's limit: `max` requests per `timeWindow` (milliseconds, or e.g. "1 minute") per key. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number | string;
  /** Whom a request counts against; the client address when absent. */
  keyGenerator?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits this route through the shared limiter (app.rateLimiter). */
    rateLimit?: RouteRateLimit;
  }
  interface FastifyInstance {
    /** Rate-limit counters in PostgreSQL, shared by /api routes, /auth/v1 and every process. */
    rateLimiter: RateLimiter;
  }
}

/** A `keyGenerator` that counts a request against its signed-in caller, or its address for a visitor. */
export function perCaller(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

const UNIT_SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86_400 };

/** The window of a route limit in whole seconds. */
export function windowSeconds(timeWindow: number | string): number {
  if (typeof timeWindow === 'number') return Math.max(1, Math.ceil(timeWindow / 1000));
  const match = /^(\d+)\s*(second|minute|hour|day)s?$/.exec(timeWindow.trim());
  if (!match) throw new Error(`Unreadable rate-limit window "${timeWindow}"`);
  return Number(match[1]) * UNIT_SECONDS[match[2]!]!;
}

/** A 429 in the shape the error handler answers as `{detail}`. */
function tooManyRequests(seconds: number) {
  const error = new Error(`Too many requests. Please wait ${seconds} seconds and try again.`) as Error & {
    statusCode: number;
  };
  error.statusCode = 429;
  return error;
}

/**
 * Decorates the app with the shared limiter and enforces `config.rateLimit` of every route
 * registered after this: each route counts in its own bucket, before its body is read. The
 * per-account limits on public posts (`config.writeLimit`) count through the same limiter.
 */
export function registerRouteRateLimits(app: FastifyInstance, now: () => number): void {
  const limiter = new RateLimiter(app.database.db, now);
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());
  registerWriteLimits(app, limiter);
  app.addHook('onRoute', (route) => {
    const rule = route.config?.rateLimit;
    if (!rule) return;
    const bucket = `route:${route.method.toString()}:${route.url}`;
    const limit = { max: rule.max, windowSeconds: windowSeconds(rule.timeWindow) };
    const keyOf = rule.keyGenerator ?? ((request: FastifyRequest) => request.ip);
    const check = async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
      const result = await limiter.consume(bucket, keyOf(request), limit);
      if (result.allowed) return;
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw tooManyRequests(result.retryAfterSeconds);
    };
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [check] : [...(Array.isArray(existing) ? existing : [existing]), check];
  });
}
