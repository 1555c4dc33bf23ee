import type { DbExecutor } from '../db/client.ts';

/**
 * "A user did something": reported by the modules where it happens (a project created, a file
 * saved, a question asked, a lesson finished) and handled by whoever keeps count — the dashboard
 * marks the day for the streak and checks achievements. The reporting module knows nothing of
 * streaks or achievements. One exception, for the hottest write: a file save may count itself
 * inside its own statement (the dashboard's `carrySaveCount`, decision 056) and then reports nothing.
 */
export interface ActivityRecorded {
  /** The transaction or pool the change was made on. */
  db: DbExecutor;
  /** Who did it. */
  userId: string;
  /** File saves made, counted toward the save achievements. */
  saves?: number;
  /** The most frequent kind of write (a file save): counted without waiting for the disk. */
  frequent?: boolean;
  /** Whose achievements may have changed because of it (none when left out). */
  achievementsOf?: readonly string[];
}

type Listener = (event: ActivityRecorded) => Promise<void>;

// A set: the composition root subscribes once per app, and apps in one process share it.
const listeners = new Set<Listener>();

/** Subscribes a handler of recorded activity (idempotent for the same function). */
export function onActivityRecorded(listener: Listener): void {
  listeners.add(listener);
}

/** Reports activity; resolves once every handler has handled it (on the same transaction). */
export async function activityRecorded(event: ActivityRecorded): Promise<void> {
  for (const listener of listeners) await listener(event);
}
