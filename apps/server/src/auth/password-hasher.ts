import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { workerFile } from '../worker-file.ts';
import type { PasswordTask } from './password-worker.ts';

/** bcrypt hashing and comparison, off the event loop. */
export interface PasswordHasher {
  /** A bcrypt hash of `password` at the configured cost. */
  hash(password: string): Promise<string>;
  /**
   * Compares a password with a stored hash. Without a hash (unknown account) it still spends the
   * same bcrypt time on a dummy hash, so response times do not reveal which accounts exist.
   */
  verify(password: string, hash: string | undefined): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A hasher whose bcrypt work runs in worker threads. bcrypt is pure CPU (about 0.1 s at cost 10
 * in bcryptjs); on the event loop every sign-in would stall every other request for that long.
 * One core is left to the event loop; the threads start on first use and stop when idle.
 */
export function createPasswordHasher(cost: number): PasswordHasher {
  let started: Promise<Piscina<PasswordTask, string | boolean>> | undefined;
  const pool = () =>
    (started ??= workerFile('password-worker').then(
      (filename) =>
        new Piscina<PasswordTask, string | boolean>({
          filename,
          minThreads: 0,
          maxThreads: Math.max(1, availableParallelism() - 1),
          idleTimeout: 30_000,
        }),
    ));
  const run = async (task: PasswordTask) => (await pool()).run(task);
  let dummy: Promise<string> | undefined;
  const hash = async (password: string) => String(await run({ op: 'hash', password, cost }));
  return {
    hash,
    async verify(password, stored) {
      if (stored) return (await run({ op: 'compare', password, hash: stored })) === true;
      dummy ??= hash('not-a-real-password');
      await run({ op: 'compare', password, hash: await dummy });
      return false;
    },
    async close() {
      if (started) await (await started).destroy();
    },
  };
}
