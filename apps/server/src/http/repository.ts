import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { column, firstRowOf } from '../db/rows.ts';

// The SQL of the request limits: rate_limit_counters (rate-limiter.ts) and an account's age
// (write-limits.ts).

/**
 * Counts one request for `key` at `now` (ms) in a window of `windowMs` by one atomic upsert: a
 * window starts at the key's first request, and a request after its end starts a new one.
 */
export async function countHit(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ hits: number; windowEnd: number }> {
  const result = await db.execute<{ hits: number; window_end: string }>(sql`
    insert into rate_limit_counters as c (key, window_start, hits, window_end)
    values (${key}, ${now}, 1, ${now + windowMs})
    on conflict (key) do update set
      window_start = case when c.window_end <= excluded.window_start then excluded.window_start else c.window_start end,
      hits = case when c.window_end <= excluded.window_start then 1 else c.hits + 1 end,
      window_end = case when c.window_end <= excluded.window_start then excluded.window_end else c.window_end end
    returning hits, window_end`);
  const row = result.rows[0]!;
  return { hits: row.hits, windowEnd: Number(row.window_end) };
}

/** Deletes counters whose window ended before `now` (ms). */
export async function deleteEndedWindows(db: Db, now: number): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEnd, now));
}

/** Whether the account is younger than `hours` (an unknown account counts as new). */
export async function isAccountYoungerThan(db: Db, userId: string, hours: number): Promise<boolean> {
  const result = await db.execute(sql`select created_at > now() - make_interval(hours => ${hours})
    as is_new from auth_users where id = ${userId}`);
  return firstRowOf(result, { is_new: column.boolean })?.is_new ?? true;
}
