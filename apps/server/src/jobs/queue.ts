import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Notifier } from '../db/notifier.ts';
import * as jobs from './repository.ts';
import type { ClaimedJob } from './repository.ts';

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
    const owner = options.owner ?? null;
    const insert = (executor: Pick<Db, 'execute'>) =>
      jobs.insertJob(executor, { kind, owner, payload, maxAttempts: options.maxAttempts ?? 2 });
    const limited = options.maxPerOwner !== undefined || options.maxQueued !== undefined;
    const id = !limited
      ? await insert(this.db)
      : await this.db.transaction(async (tx) => {
          const { queued, own } = await jobs.lockAndCountJobs(tx, kind, owner);
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

  private claim(kinds: string[]): Promise<ClaimedJob | undefined> {
    return jobs.claimJob(this.db, kinds, this.id, this.options.leaseMs);
  }

  /** Jobs whose lease ran out with no attempt left: marked failed, and their handler told why. */
  private async failAbandoned(kinds: string[]): Promise<void> {
    const abandoned = await jobs.failAbandonedJobs(this.db, kinds, ABANDONED_REASON);
    for (const job of abandoned) await this.giveUp(job, ABANDONED_REASON);
  }

  /** Results nobody collected (their caller's process died) are deleted after a while. */
  private async sweepResults(): Promise<void> {
    if (performance.now() - this.lastSweep < 60_000) return;
    this.lastSweep = performance.now();
    await jobs.deleteUncollectedResults(this.db);
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const controller = new AbortController();
    this.controllers.set(job.id, controller);
    // Renewing also notices a job that is no longer ours (cancelled, or taken over): it stops.
    const renew = setInterval(
      () =>
        void jobs
          .renewLease(this.db, job.id, this.id, this.options.leaseMs)
          .then((held) => !held && controller.abort())
          .catch(() => undefined),
      Math.max(50, Math.floor(this.options.leaseMs / 3)),
    );
    try {
      const result = await handler.run(job.payload as never, { jobId: job.id, signal: controller.signal });
      if (controller.signal.aborted) return;
      if (result === undefined) {
        await jobs.deleteHeldJob(this.db, job.id, this.id);
      } else {
        await jobs.storeJobResult(this.db, job.id, this.id, result);
        await this.notifier.notify(DONE_CHANNEL, job.id).catch(() => undefined);
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      this.options.log.error({ err: error, jobId: job.id, kind: job.kind }, 'background job failed');
      const reason = error instanceof Error ? error.message : String(error);
      if (job.attempts < job.max_attempts) {
        await jobs.requeueJob(this.db, job, this.id, reason);
      } else {
        await jobs.failJob(this.db, job.id, this.id, reason);
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
