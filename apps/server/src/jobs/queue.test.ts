import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { Notifier } from '../db/notifier.ts';
import { createTestDatabase } from '../test/harness.ts';
import { ABANDONED_REASON, JobQueue } from './queue.ts';

const silent = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silent,
} as unknown as FastifyBaseLogger;

interface Worker {
  database: Database;
  notifier: Notifier;
  queue: JobQueue;
  runs: string[];
}

/** What two server processes have: each its own pool, LISTEN connection and queue on one database. */
describe('the PostgreSQL job queue', () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  const workers: Worker[] = [];
  const failures: { name: string; reason: string }[] = [];
  const waiters: { done: () => boolean; resolve: () => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      if (waiter.done()) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      waiters.push({ done, resolve });
      check();
    });

  function worker(): Worker {
    const database = openDatabase(testDatabase.url, { max: 4 });
    const notifier = new Notifier(database.url, database.pool);
    const queue = new JobQueue(database.db, notifier, { leaseMs: 400, concurrency: 2, log: silent });
    const runs: string[] = [];
    queue.register<{ name: string; fail?: boolean }>('test', {
      async run({ name, fail }) {
        if (fail) throw new Error(`${name} broke`);
        runs.push(name);
        check();
      },
      async failed({ name }, reason) {
        failures.push({ name, reason });
        check();
      },
    });
    const created = { database, notifier, queue, runs };
    workers.push(created);
    return created;
  }

  const allRuns = () => workers.flatMap((each) => each.runs);
  const jobRow = async (name: string) =>
    (
      await workers[0]!.database.pool.query(
        `select status, attempts, last_error from background_jobs where payload->>'name' = $1`,
        [name],
      )
    ).rows[0] as { status: string; attempts: number; last_error: string | null } | undefined;

  let a: Worker;
  let b: Worker;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    a = worker();
    b = worker();
    await a.queue.start();
    await b.queue.start();
  });
  afterAll(async () => {
    for (const each of workers) {
      await each.queue.close();
      await each.notifier.close();
      await each.database.close();
    }
    await testDatabase.drop();
  });

  it('runs each job exactly once across processes, and deletes it when done', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `job-${i}`);
    for (const name of names) await (names.indexOf(name) % 2 ? a : b).queue.enqueue('test', { name });
    await until(() => names.every((name) => allRuns().includes(name)));
    expect(
      allRuns()
        .filter((name) => name.startsWith('job-'))
        .sort(),
    ).toEqual([...names].sort());
    expect(await jobRow('job-0')).toBeUndefined();
  });

  it('takes over a job whose process died, once its lease has run out', async () => {
    await a.database.pool.query(
      `insert into background_jobs (kind, payload, status, attempts, max_attempts, locked_by, lease_until)
       values ('test', '{"name":"orphan"}', 'running', 1, 2, 'dead-process', now() + interval '300 milliseconds')`,
    );
    await until(() => allRuns().includes('orphan'));
    expect(allRuns().filter((name) => name === 'orphan')).toHaveLength(1);
  });

  it('marks a job failed with the reason when every process that took it died', async () => {
    await a.database.pool.query(
      `insert into background_jobs (kind, payload, status, attempts, max_attempts, locked_by, lease_until)
       values ('test', '{"name":"cursed"}', 'running', 2, 2, 'dead-process', now() - interval '1 second')`,
    );
    await until(() => failures.some((failure) => failure.name === 'cursed'));
    expect(failures.filter((failure) => failure.name === 'cursed')).toEqual([
      { name: 'cursed', reason: ABANDONED_REASON },
    ]);
    expect(await jobRow('cursed')).toMatchObject({ status: 'failed', last_error: ABANDONED_REASON });
    expect(allRuns()).not.toContain('cursed');
  });

  it('gives a job that keeps throwing up after its attempts, with the error as the reason', async () => {
    await a.queue.enqueue('test', { name: 'broken', fail: true }, { maxAttempts: 1 });
    await until(() => failures.some((failure) => failure.name === 'broken'));
    expect(failures.find((failure) => failure.name === 'broken')?.reason).toBe('broken broke');
    expect(await jobRow('broken')).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
