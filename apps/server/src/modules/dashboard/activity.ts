import { computeStreak } from '@hammurabi/shared';
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
 * `recordActivity` for file saves, the most frequent write. Every save of a user updates the same
 * day row, so saves arriving while one update is on its way are added up and written by the next
 * single statement: one user's burst of saves costs a couple of statements, not one each. Each
 * caller still resolves only once a statement holding its count has run. The statement commits
 * without waiting for the disk (synchronous_commit off for it alone): a crash can lose at most the
 * last fraction of a second of save counts, never a file.
 */
export function recordSaveActivity(db: DbExecutor, userId: string, saves: number): Promise<void> {
  let users = saveCounts.get(db);
  if (!users) saveCounts.set(db, (users = new Map<string, UserSaveCounts>()));
  let user = users.get(userId);
  if (!user) users.set(userId, (user = { pending: null, writing: false }));
  const round = (user.pending ??= { saves: 0, waiting: [] });
  round.saves += saves;
  const written = new Promise<void>((resolve, reject) => round.waiting.push({ resolve, reject }));
  if (!user.writing) void writeSaveCounts(db, users, userId, user);
  return written;
}

/**
 * Lets one save statement count its own save (with `carriedSaveCount`) when no count of the user is
 * on its way: an isolated save then costs one statement, not two. Returns null when a count is on
 * its way (the save then counts through `recordSaveActivity`), else the function to call once the
 * statement has finished, whatever its outcome. Until then the user's other saves wait with their
 * counts, so no statement waits on the day row while the carrying one holds it.
 */
export function carrySaveCount(db: DbExecutor, userId: string): (() => void) | null {
  let users = saveCounts.get(db);
  if (!users) saveCounts.set(db, (users = new Map<string, UserSaveCounts>()));
  if (users.has(userId)) return null;
  const user: UserSaveCounts = { pending: null, writing: true };
  users.set(userId, user);
  return () => {
    if (user.pending) void writeSaveCounts(db, users, userId, user);
    else users.delete(userId);
  };
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

interface SaveRound {
  saves: number;
  waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }>;
}

interface UserSaveCounts {
  /** Saves not yet in a statement; they go in the next one. */
  pending: SaveRound | null;
  /** True while a statement for this user runs. */
  writing: boolean;
}

// Per database (tests run several apps in one process), per user with saves on their way.
const saveCounts = new WeakMap<DbExecutor, Map<string, UserSaveCounts>>();

async function writeSaveCounts(
  db: DbExecutor,
  users: Map<string, UserSaveCounts>,
  userId: string,
  user: UserSaveCounts,
) {
  user.writing = true;
  // Saves made in this same turn of the event loop join the first statement.
  await Promise.resolve();
  for (let round = user.pending; round; round = user.pending) {
    user.pending = null;
    try {
      await addSaveCount(quickWriter(db), { userId, at: new Date().toISOString(), saves: round.saves });
      for (const waiter of round.waiting) waiter.resolve();
    } catch (error) {
      for (const waiter of round.waiting) waiter.reject(error);
    }
  }
  users.delete(userId);
}

const addSaveCount = preparedStatement(sql`
  insert into user_activity_days (user_id, day, save_count)
  select ${sql.placeholder('userId')}, ${userDay(sql.placeholder('userId'), sql.placeholder('at'))}, ${sql.placeholder('saves')}
  from (select set_config('synchronous_commit', 'off', true)) quick
  on conflict (user_id, day) do update set save_count = user_activity_days.save_count + excluded.save_count`);

const ACTIVITY_WINDOW_DAYS = 400;

/**
 * Consecutive active days ending today (or yesterday) in the user's time zone, with that zone.
 * Days are stored in the zone the user had when they were active.
 */
export async function currentStreak(
  db: DbExecutor,
  userId: string,
  now: Date = new Date(),
): Promise<{ streak: number; timezone: string }> {
  const result = await db.execute(sql`
    select to_char(${userDay(userId, now.toISOString())}, 'YYYY-MM-DD') as today,
      coalesce((select timezone from profiles where user_id = ${userId}), 'UTC') as timezone,
      array(select to_char(day, 'YYYY-MM-DD') from user_activity_days
        where user_id = ${userId} and day > ${userDay(userId, now.toISOString())} - ${ACTIVITY_WINDOW_DAYS}::int) as days`);
  const row = firstRowOf(result, { today: column.text, timezone: column.text, days: column.array(column.text) });
  if (!row) throw new Error('a select without from answered no row');
  return { streak: computeStreak(row.days, new Date(`${row.today}T12:00:00Z`)), timezone: row.timezone };
}
