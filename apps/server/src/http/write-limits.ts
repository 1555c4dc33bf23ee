import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimiter } from './rate-limiter.ts';
import { isAccountYoungerThan } from './repository.ts';

/** How many posts of one kind an account may make per hour; accounts younger than a day get fewer. */
export interface WriteLimit {
  /** The counter's name: one per kind of post, shared by every route that makes that kind. */
  kind: string;
  perHour: number;
  newAccountPerHour: number;
}

/** An account younger than this counts as new. */
export const NEW_ACCOUNT_HOURS = 24;

/**
 * The per-account limits on everything other people see (README and docs/product list them).
 * A flood of public posts from one account fills the lists everyone reads; a new account, the
 * cheapest to make, gets a fifth or so of the allowance.
 */
export const WRITE_LIMITS = {
  snippet: { kind: 'snippet', perHour: 30, newAccountPerHour: 5 },
  question: { kind: 'question', perHour: 20, newAccountPerHour: 3 },
  answer: { kind: 'answer', perHour: 60, newAccountPerHour: 10 },
  ticket: { kind: 'ticket', perHour: 10, newAccountPerHour: 3 },
  ticketMessage: { kind: 'ticket-message', perHour: 120, newAccountPerHour: 20 },
  review: { kind: 'review', perHour: 60, newAccountPerHour: 10 },
  program: { kind: 'program', perHour: 60, newAccountPerHour: 10 },
  suggestion: { kind: 'suggestion', perHour: 10, newAccountPerHour: 3 },
  reviewRequest: { kind: 'review-request', perHour: 10, newAccountPerHour: 3 },
} as const satisfies Record<string, WriteLimit>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts a signed-in caller's request against this per-account limit (`http/write-limits.ts`). */
    writeLimit?: WriteLimit;
  }
}

const NOUNS: Record<string, string> = {
  snippet: 'snippets',
  question: 'questions',
  answer: 'answers',
  ticket: 'support tickets',
  'ticket-message': 'ticket replies',
  review: 'reviews',
  program: 'programs',
  suggestion: 'suggestions',
  'review-request': 'review requests',
};

/** A 429 in the shape the error handler answers as `{detail}`. */
function tooManyPosts(limit: WriteLimit, max: number, isNew: boolean, seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const what = NOUNS[limit.kind] ?? 'posts';
  const account = isNew ? ` (accounts younger than a day may post ${max} an hour)` : '';
  const error = new Error(
    `You have posted ${max} ${what} in the last hour${account}. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  ) as Error & { statusCode: number };
  error.statusCode = 429;
  return error;
}

/**
 * Enforces `config.writeLimit` of every route registered after this, in the shared limiter (so it
 * holds across servers): one counter per account and kind for a window of an hour, scaled by
 * `POST_LIMIT_SCALE` (0: no limits). Visitors are not counted here (the routes refuse them, or
 * limit them per address with `config.rateLimit`).
 */
export function registerWriteLimits(app: FastifyInstance, limiter: RateLimiter): void {
  const scale = app.config.postLimitScale;
  if (scale === 0) return;
  app.addHook('onRoute', (route) => {
    const limit = route.config?.writeLimit;
    if (!limit) return;
    const check = async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
      const userId = request.user?.id;
      if (!userId) return;
      const isNew = await isAccountYoungerThan(app.database.db, userId, NEW_ACCOUNT_HOURS);
      const max = Math.max(1, Math.round((isNew ? limit.newAccountPerHour : limit.perHour) * scale));
      const result = await limiter.consume(`write:${limit.kind}`, userId, { max, windowSeconds: 3600 });
      if (result.allowed) return;
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw tooManyPosts(limit, max, isNew, result.retryAfterSeconds);
    };
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [check] : [...(Array.isArray(existing) ? existing : [existing]), check];
  });
}
