import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';

/**
 * Notes that the user did something today (UTC), for the learning streak; `saves` counts file
 * saves toward the save achievements. Cheap enough to call on every write.
 */
export async function recordActivity(db: DbExecutor, userId: string, saves = 0): Promise<void> {
  await db.execute(sql`
    insert into user_activity_days (user_id, day, save_count)
    values (${userId}, (now() at time zone 'utc')::date, ${saves})
    on conflict (user_id, day) do update set save_count = user_activity_days.save_count + excluded.save_count`);
}

/**
 * `recordActivity` for file saves, the most frequent write: committed without waiting for the
 * disk (synchronous_commit off for this one statement). Every save of a user updates the same
 * day row, so with a synchronous commit concurrent saves queued behind each other's disk flush;
 * a crash can lose at most the last fraction of a second of save counts, never a file.
 */
export async function recordSaveActivity(db: DbExecutor, userId: string, saves: number): Promise<void> {
  await db.execute(sql`
    insert into user_activity_days (user_id, day, save_count)
    select ${userId}, (now() at time zone 'utc')::date, ${saves}
    from (select set_config('synchronous_commit', 'off', true)) quick
    on conflict (user_id, day) do update set save_count = user_activity_days.save_count + excluded.save_count`);
}
