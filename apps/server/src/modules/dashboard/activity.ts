import { computeStreak } from '@hammurabi/shared';
import type { DbExecutor } from '../../db/client.ts';
import { activityDays, addSaveCount } from './repository-activity.ts';

// The save statement of the files module carries the day's count (decision 056): the one SQL
// fragment another module's repository takes from this one, named in ARCHITECTURE.md.
export { carriedSaveCount, recordActivity } from './repository-activity.ts';

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
      await addSaveCount(db, userId, round.saves);
      for (const waiter of round.waiting) waiter.resolve();
    } catch (error) {
      for (const waiter of round.waiting) waiter.reject(error);
    }
  }
  users.delete(userId);
}

/**
 * Consecutive active days ending today (or yesterday) in the user's time zone, with that zone.
 * Days are stored in the zone the user had when they were active.
 */
export async function currentStreak(
  db: DbExecutor,
  userId: string,
  now: Date = new Date(),
): Promise<{ streak: number; timezone: string }> {
  const { today, timezone, days } = await activityDays(db, userId, now);
  return { streak: computeStreak(days, new Date(`${today}T12:00:00Z`)), timezone };
}
