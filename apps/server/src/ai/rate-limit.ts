import type { FastifyRequest } from 'fastify';

/** Counts requests per signed-in user (per address for anonymous callers). */
function perUser(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** Route `config` that limits an AI endpoint to `max` requests a minute per user. */
export function aiRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute', keyGenerator: perUser } };
}
