import type { RateLimit } from './auth-config.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Fixed-window counters kept in memory, keyed by bucket and IP or account. One process holds
 * its own counts; several processes behind a balancer each enforce the limit on their share.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number) {}

  /** Counts one attempt; throws 429 over_request_rate_limit once the limit is passed. */
  hit(bucket: string, key: string, limit: RateLimit): void {
    const id = `${bucket}:${key}`;
    const now = this.now();
    const windowMs = limit.windowSeconds * 1000;
    let window = this.windows.get(id);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(id, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > limit.max) {
      throw tooManyRequests(Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)));
    }
  }

  private sweep(now: number): void {
    // Windows are at most a day long; older entries can go.
    for (const [id, window] of this.windows) if (now - window.start > 86_400_000) this.windows.delete(id);
  }
}
