import type { RateLimit, RateLimiter } from '../http/rate-limiter.ts';
import { tooManyRequests } from './errors.ts';

/** The auth server's view of the shared limiter: a refused request throws GoTrue's 429. */
export class AuthRateLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts one attempt; throws 429 over_request_rate_limit once the limit is passed. */
  async hit(bucket: string, key: string, limit: RateLimit): Promise<void> {
    const result = await this.limiter.consume(`auth:${bucket}`, key, limit);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }
}
