import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Notifier } from '../db/notifier.ts';

const CHANNEL = 'hammurabi_jobs';
/** Carries the id of a job that finished (done or failed), for callers waiting on it (waiter.ts). */
export const DONE_CHANNEL = 'hammurabi_jobs_done';
/** Carries the id of a job its caller gave up on: the process running it stops it. */
export const CANCEL_CHANNEL = 'hammurabi_jobs_cancel';

/** What a running job is told: its id, and a signal that aborts when its caller cancels it. */
export interface JobContext {
  jobId: string;
  signal: AbortSignal;
}

/** What a kind of job does, and what happens when it cannot be done. */
export interface JobHandler<Payload> {
  /**
   * Does the work. A throw counts as a failed attempt; the job is retried while attempts remain.
   * A value it returns is kept as the job's result for the caller waiting on it (`waitFor`);
   * a job that returns nothing is deleted when done.
   */
  run(payload: Payload, context: JobContext): Promise<unknown>;
  /** Called once when the job is given up (attempts spent, or its process died each time), with why. */
  failed(payload: Payload, reason: string): Promise<void>;
}

export interface JobQueueOptions {
  /** A running job's process renews its lease; when it dies the lease runs out and another takes over. */
  leaseMs: number;
  /** Jobs one process runs at once. */
  concurrency: number;
  log: FastifyBaseLogger;
}

export interface EnqueueOptions {
  maxAttempts?: number;
  /** Who asks (`user:<id>`); with `maxPerOwner`, how many of their jobs of this kind may be unfinished. */
  owner?: string;
  maxPerOwner?: number;
  /** How many jobs of this kind may wait at most. */
  maxQueued?: number;
}

/** Refused by `enqueue`: the owner has too many unfinished jobs, or too many jobs wait. */
export class QueueLimitError extends Error {
  constructor(readonly limit: 'owner' | 'queue') {
    super(limit === 'owner' ? 'Too many unfinished jobs of this owner.' : 'Too many jobs waiting.');
  }
}

/** The reason given when every process that took a job died before finishing it. */
export const ABANDONED_REASON = 'The server running this job stopped before it finished.';

type ClaimedJob = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

/**
 * A job queue in PostgreSQL (background_jobs) that every server process on the database works
 * from: a process claims a job with `FOR UPDATE SKIP LOCKED`, holds it under a lease it renews,
 * and deletes it when done. A job whose process died is taken over once its lease ends, or marked
 * failed with a reason when its attempts are spent; nothing stays pending forever. New jobs are
 * announced by NOTIFY; a poll finds expired leases and anything a missed notification left behind.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly running = new Set<Promise<void>>();
  private readonly controllers = new Map<string, AbortController>();
  private lastSweep = 0;
  /** This queue's name in locked_by and job_runners: host, process and a random part. */
  readonly id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private poller: NodeJS.Timeout | null = null;
  private ticking = false;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
    readonly options: JobQueueOptions,
  ) {}

  /** Registers what jobs of `kind` do; before `start()`. */
  register<Payload>(kind: string, handler: JobHandler<Payload>): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Queues a job and wakes the processes that work on the queue; resolves with its id. With
   * limits, the check and the insert hold a lock per kind, so two requests cannot both slip in.
   */
  async enqueue(kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<string> {
    const insert = async (executor: Pick<Db, 'execute'>) => {
      const result = await executor.execute<{ id: string }>(sql`
        insert into background_jobs (kind, owner, payload, max_attempts)
        values (${kind}, ${options.owner ?? null}, ${JSON.stringify(payload)}::jsonb, ${options.maxAttempts ?? 2})
        returning id`);
      return result.rows[0]!.id;
    };
    const limited = options.maxPerOwner !== undefined || options.maxQueued !== undefined;
    const id = !limited
      ? await insert(this.db)
      : await this.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${kind}`}))`);
          const counts = await tx.execute<{ queued: number; own: number }>(sql`
            select count(*) filter (where status = 'queued')::int as queued,
              count(*) filter (where owner = ${options.owner ?? null})::int as own
            from background_jobs where kind = ${kind} and status in ('queued', 'running')`);
          const { queued, own } = counts.rows[0]!;
          if (options.maxPerOwner !== undefined && own >= options.maxPerOwner) throw new QueueLimitError('owner');
          if (options.maxQueued !== undefined && queued >= options.maxQueued) throw new QueueLimitError('queue');
          return insert(tx);
        });
    await this.notifier.notify(CHANNEL, kind).catch(() => undefined);
    return id;
  }

  /** The kinds of job this process runs. */
  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Starts working: on each notification and on a poll a few times per lease. */
  async start(): Promise<void> {
    await this.notifier.listen(CANCEL_CHANNEL, (id) => this.controllers.get(id)?.abort());
    await this.notifier.listen(CHANNEL, () => this.wake());
    const pollMs = Math.max(100, Math.min(5000, Math.floor(this.options.leaseMs / 4)));
    this.poller = setInterval(() => this.wake(), pollMs);
    this.poller.unref();
    this.wake();
  }

  /** Stops taking jobs and waits for the ones running here. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.poller) clearInterval(this.poller);
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private wake(): void {
    if (this.closed) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    void this.tick()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'job queue poll failed'))
      .finally(() => {
        this.ticking = false;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async tick(): Promise<void> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return;
    await this.failAbandoned(kinds);
    await this.sweepResults();
    while (!this.closed && this.running.size < this.options.concurrency) {
      const job = await this.claim(kinds);
      if (!job) return;
      const running = this.execute(job)
        .catch((error: unknown) => this.options.log.error({ err: error, jobId: job.id }, 'background job failed'))
        .finally(() => {
          this.running.delete(running);
          this.wake();
        });
      this.running.add(running);
    }
  }

  private async claim(kinds: string[]): Promise<ClaimedJob | undefined> {
    const result = await this.db.execute<ClaimedJob>(sql`
      update background_jobs
      set status = 'running', attempts = attempts + 1, locked_by = ${this.id},
        lease_until = now() + ${this.options.leaseMs} * interval '1 millisecond', updated_at = now()
      where id = (
        select id from background_jobs
        where kind in ${kinds}
          and ((status = 'queued' and run_after <= now())
            or (status = 'running' and lease_until < now() and attempts < max_attempts))
        order by run_after
        limit 1
        for update skip locked)
      returning id, kind, payload, attempts, max_attempts`);
    return result.rows[0];
  }

  /** Jobs whose lease ran out with no attempt left: marked failed, and their handler told why. */
  private async failAbandoned(kinds: string[]): Promise<void> {
    const result = await this.db.execute<ClaimedJob>(sql`
      update background_jobs
      set status = 'failed', last_error = ${ABANDONED_REASON}, lease_until = null, updated_at = now()
      where id in (
        select id from background_jobs
        where kind in ${kinds} and status = 'running' and lease_until < now() and attempts >= max_attempts
        for update skip locked)
      returning id, kind, payload, attempts, max_attempts`);
    for (const job of result.rows) await this.giveUp(job, ABANDONED_REASON);
  }

  /** Results nobody collected (their caller's process died) are deleted after a while. */
  private async sweepResults(): Promise<void> {
    if (performance.now() - this.lastSweep < 60_000) return;
    this.lastSweep = performance.now();
    await this.db.execute(
      sql`delete from background_jobs where status = 'done' and updated_at < now() - interval '10 minutes'`,
    );
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const controller = new AbortController();
    this.controllers.set(job.id, controller);
    // Renewing also notices a job that is no longer ours (cancelled, or taken over): it stops.
    const renew = setInterval(
      () =>
        void this.db
          .execute(
            sql`update background_jobs set lease_until = now() + ${this.options.leaseMs} * interval '1 millisecond'
              where id = ${job.id} and locked_by = ${this.id} returning id`,
          )
          .then((result) => result.rows.length === 0 && controller.abort())
          .catch(() => undefined),
      Math.max(50, Math.floor(this.options.leaseMs / 3)),
    );
    try {
      const result = await handler.run(job.payload as never, { jobId: job.id, signal: controller.signal });
      if (controller.signal.aborted) return;
      if (result === undefined) {
        await this.db.execute(sql`delete from background_jobs where id = ${job.id} and locked_by = ${this.id}`);
      } else {
        await this.db.execute(sql`
          update background_jobs set status = 'done', result = ${JSON.stringify(result)}::jsonb, lease_until = null,
            updated_at = now()
          where id = ${job.id} and locked_by = ${this.id}`);
        await this.notifier.notify(DONE_CHANNEL, job.id).catch(() => undefined);
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      this.options.log.error({ err: error, jobId: job.id, kind: job.kind }, 'background job failed');
      const reason = error instanceof Error ? error.message : String(error);
      if (job.attempts < job.max_attempts) {
        await this.db.execute(sql`
          update background_jobs
          set status = 'queued', locked_by = null, lease_until = null, last_error = ${reason},
            run_after = now() + ${job.attempts * 5} * interval '1 second', updated_at = now()
          where id = ${job.id} and locked_by = ${this.id}`);
      } else {
        await this.db.execute(sql`
          update background_jobs set status = 'failed', lease_until = null, last_error = ${reason}, updated_at = now()
          where id = ${job.id} and locked_by = ${this.id}`);
        await this.giveUp(job, reason);
      }
    } finally {
      clearInterval(renew);
      this.controllers.delete(job.id);
    }
  }

  private async giveUp(job: ClaimedJob, reason: string): Promise<void> {
    await this.notifier.notify(DONE_CHANNEL, job.id).catch(() => undefined);
    try {
      await this.handlers.get(job.kind)?.failed(job.payload as never, reason);
    } catch (error) {
      this.options.log.error({ err: error, jobId: job.id }, 'marking a job failed did not work');
    }
  }
}
