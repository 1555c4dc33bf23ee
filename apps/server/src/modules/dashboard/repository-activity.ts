import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { quickWriter, type DbExecutor } from '../../db/client.ts';
import { column, firstRowOf } from '../../db/rows.ts';
import { preparedStatement } from '../../db/prepared.ts';

/** The user's day at `at`, in the time zone of their profile (UTC until one is set). */
const userDay = (userId: string | Placeholder, at: string | Placeholder | SQL) => sql`(${at}::timestamptz at time zone
  coalesce((select timezone from profiles where user_id = ${userId}), 'UTC'))::date`;

/**
 * Notes that the user did something on this day of their own time zone, for the learning streak;
 * `saves` counts file saves toward the save achievements. Cheap enough to call on every write.
 */
export async function recordActivity(db: DbExecutor, userId: string, saves = 0, at: Date = new Date()): Promise<void> {
  await db.execute(sql`
    insert into user_activity_days (user_id, day, save_count)
    values (${userId}, ${userDay(userId, at.toISOString())}, ${saves})
    on conflict (user_id, day) do update set save_count = user_activity_days.save_count + excluded.save_count`);
}

/**
 * The insert a save statement carries (a CTE) after `carrySaveCount`: adds `saves` to the user's
 * day, once per row of `changed` (the saved file; none when the save changed nothing).
 */
export function carriedSaveCount(userId: Placeholder, saves: Placeholder, changed: SQL): SQL {
  return sql`insert into user_activity_days (user_id, day, save_count)
    select ${userId}, ${userDay(userId, sql`now()`)}, ${saves}::int from ${changed} where ${saves}::int > 0
    on conflict (user_id, day) do update set save_count = user_activity_days.save_count + excluded.save_count`;
}

const addSaveCountStatement = preparedStatement(sql`
  insert into user_activity_days (user_id, day, save_count)
  select ${sql.placeholder('userId')}, ${userDay(sql.placeholder('userId'), sql.placeholder('at'))}, ${sql.placeholder('saves')}
  from (select set_config('synchronous_commit', 'off', true)) quick
  on conflict (user_id, day) do update set save_count = user_activity_days.save_count + excluded.save_count`);

/** Adds `saves` to the user's day in one quick statement (see `recordSaveActivity`). */
export async function addSaveCount(db: DbExecutor, userId: string, saves: number): Promise<void> {
  await addSaveCountStatement(quickWriter(db), { userId, at: new Date().toISOString(), saves });
}

const ACTIVITY_WINDOW_DAYS = 400;

/**
 * The user's day at `now` and time zone, and their active days of the last
 * `ACTIVITY_WINDOW_DAYS` (each stored in the zone the user had when active).
 */
export async function activityDays(
  db: DbExecutor,
  userId: string,
  now: Date,
): Promise<{ today: string; timezone: string; days: string[] }> {
  const result = await db.execute(sql`
    select to_char(${userDay(userId, now.toISOString())}, 'YYYY-MM-DD') as today,
      coalesce((select timezone from profiles where user_id = ${userId}), 'UTC') as timezone,
      array(select to_char(day, 'YYYY-MM-DD') from user_activity_days
        where user_id = ${userId} and day > ${userDay(userId, now.toISOString())} - ${ACTIVITY_WINDOW_DAYS}::int) as days`);
  const row = firstRowOf(result, { today: column.text, timezone: column.text, days: column.array(column.text) });
  if (!row) throw new Error('a select without from answered no row');
  return row;
}
