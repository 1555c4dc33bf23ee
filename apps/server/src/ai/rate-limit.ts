import { perCaller } from '../http/route-rate-limits.ts';

/** Route `config` that limits an AI endpoint to `max` requests a minute per user. */
export function aiRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute', keyGenerator: perCaller } };
}
