import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/** Requests allowed per window for one key (an address, an account or a user). */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The outcome of one counted request: allowed, or refused until the window ends. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Fixed-window counters in PostgreSQL, shared by every process on the database, so a limit
 * holds however many servers stand behind the proxy. A window starts at a key's first request
 * and lasts `windowSeconds`; each request is counted by one atomic upsert.
 */
export class RateLimiter {
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    // Ended windows are deleted now and then; a key's next request would start afresh anyway.
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  /** Counts one request for `key` in `bucket`; refused once more than `limit.max` fall in the window. */
  async consume(bucket: string, key: string, limit: RateLimit): Promise<RateLimitResult> {
    const now = this.now();
    const windowMs = limit.windowSeconds * 1000;
    const result = await this.db.execute<{ hits: number; window_end: string }>(sql`
      insert into rate_limit_counters as c (key, window_start, hits, window_end)
      values (${`${bucket}:${key}`}, ${now}, 1, ${now + windowMs})
      on conflict (key) do update set
        window_start = case when c.window_end <= excluded.window_start then excluded.window_start else c.window_start end,
        hits = case when c.window_end <= excluded.window_start then 1 else c.hits + 1 end,
        window_end = case when c.window_end <= excluded.window_start then excluded.window_end else c.window_end end
      returning hits, window_end`);
    const row = result.rows[0]!;
    if (row.hits <= limit.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.window_end) - now) / 1000)) };
  }

  /** Deletes counters whose window has ended. */
  async sweep(): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEnd, this.now()));
  }

  /** Stops the periodic sweep (the app is closing). */
  close(): void {
    clearInterval(this.sweeper);
  }
}
