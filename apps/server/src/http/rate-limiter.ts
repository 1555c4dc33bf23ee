import type { Db } from '../db/client.ts';
import { countHit, deleteEndedWindows } from './repository.ts';

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
    const { hits, windowEnd } = await countHit(this.db, `${bucket}:${key}`, now, windowMs);
    if (hits <= limit.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
  }

  /** Deletes counters whose window has ended. */
  async sweep(): Promise<void> {
    await deleteEndedWindows(this.db, this.now());
  }

  /** Stops the periodic sweep (the app is closing). */
  close(): void {
    clearInterval(this.sweeper);
  }
}
