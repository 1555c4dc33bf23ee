import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { Notifier } from '../db/notifier.ts';
import { createTestDatabase } from '../test/harness.ts';
import { JobQueue, QueueLimitError } from './queue.ts';
import { JobWaiter } from './waiter.ts';

/**
 * A caller (its own pool, LISTEN connection, queue and waiter) and a worker process on one
 * database: results travel back, a cancel stops the worker's job, and the limits per owner hold
 * under concurrent requests.
 */
describe('waiting for a job and its limits', () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  const opened: { database: Database; notifier: Notifier; queue: JobQueue }[] = [];
  let caller: JobQueue;
  let waiter: JobWaiter;
  const aborted: string[] = [];

  function openProcess() {
    const database = openDatabase(testDatabase.url, { max: 6 });
    const notifier = new Notifier(database.url, database.pool);
    const queue = new JobQueue(database.db, notifier, {
      leaseMs: 30_000,
      concurrency: 4,
      log: pino({ level: 'silent' }),
    });
    opened.push({ database, notifier, queue });
    return { database, notifier, queue };
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const worker = openProcess().queue;
    worker.register<{ text: string }>('echo', {
      run: async ({ text }) => ({ echoed: text.toUpperCase() }),
      failed: async () => undefined,
    });
    worker.register<{ name: string }>('hold', {
      run: ({ name }, { signal }) =>
        new Promise((resolve) =>
          signal.addEventListener('abort', () => {
            aborted.push(name);
            resolve(undefined);
          }),
        ),
      failed: async () => undefined,
    });
    await worker.start();
    const own = openProcess();
    caller = own.queue;
    waiter = new JobWaiter(own.database.db, own.notifier, 1000);
  });
  afterAll(async () => {
    // Held jobs end only when cancelled; the queues wait for their jobs when they close.
    const left = await opened[1]!.database.pool.query<{ id: string }>('select id from background_jobs');
    for (const { id } of left.rows) await waiter.cancel(id);
    for (const each of opened) {
      await each.queue.close();
      await each.notifier.close();
      await each.database.close();
    }
    await testDatabase.drop();
  });

  const row = async (id: string) =>
    (await opened[1]!.database.pool.query('select status from background_jobs where id = $1', [id])).rows[0] as
      { status: string } | undefined;

  it("hands the worker's result to the waiting caller, and deletes the job", async () => {
    const id = await caller.enqueue('echo', { text: 'hello' });
    const outcome = await waiter.waitFor(id, new AbortController().signal, 30_000);
    expect(outcome).toEqual({ status: 'done', result: { echoed: 'HELLO' } });
    expect(await row(id)).toBeUndefined();
  });

  it('stops the running job when its caller gives up', async () => {
    const id = await caller.enqueue('hold', { name: 'given-up' });
    await expect.poll(async () => (await row(id))?.status).toBe('running');
    const controller = new AbortController();
    const waiting = waiter.waitFor(id, controller.signal, 30_000);
    controller.abort(new Error('caller left'));
    await expect(waiting).rejects.toThrow('caller left');
    await expect.poll(() => aborted).toContain('given-up');
    expect(await row(id)).toBeUndefined();
  });

  it('lets an owner have only so many unfinished jobs, even when requests race', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        caller.enqueue('hold', { name: `race-${index}` }, { owner: 'user:racer', maxPerOwner: 2 }),
      ),
    );
    const admitted = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason as unknown] : []));
    expect(admitted).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const reason of refused) expect(reason).toEqual(new QueueLimitError('owner'));
    // Another account is not held up by this one.
    const other = await caller.enqueue('echo', { text: 'next' }, { owner: 'user:other', maxPerOwner: 2 });
    expect(await waiter.waitFor(other, new AbortController().signal, 30_000)).toMatchObject({ status: 'done' });
    for (const attempt of admitted) await waiter.cancel(attempt.value);
  });

  it('refuses a job when too many of its kind wait', async () => {
    await caller.enqueue('nobody-runs-this', {}, { maxQueued: 2 });
    await caller.enqueue('nobody-runs-this', {}, { maxQueued: 2 });
    await expect(caller.enqueue('nobody-runs-this', {}, { maxQueued: 2 })).rejects.toMatchObject({ limit: 'queue' });
  });
});
