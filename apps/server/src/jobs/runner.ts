import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Notifier } from '../db/notifier.ts';
import { javaRunKind } from '../modules/playground/java/java-job.ts';
import { exerciseJudgeKind } from '../modules/learning/judge-job.ts';
import { type JobHandler, JobQueue } from './queue.ts';
import { beatRunner, deleteRunner } from './repository.ts';

/** What a runner kind gets from the process that runs it. */
export interface RunnerContext {
  config: Config;
  log: FastifyBaseLogger;
  db: Db;
  notifier: Notifier;
}

/**
 * One kind of job that runs in the runner: CPU-bound or hostile work (a user's Java program,
 * an exercise's judge) that a public site keeps off its web machines. Add a kind by listing it
 * in RUNNER_KINDS; the web process queues it with `app.jobs.enqueue` and waits with
 * `app.jobWaiter.waitFor`.
 */
export interface RunnerKind {
  kind: string;
  /** Why this machine cannot run it (checked by a separate runner before it takes any), or null. */
  unavailable(context: RunnerContext): Promise<string | null>;
  /** Called once when a runner starts, before it takes jobs (e.g. to clear a crashed run's files). */
  prepare(context: RunnerContext): Promise<void>;
  handler(context: RunnerContext): JobHandler<never>;
}

/** Every kind of job the runner runs. */
export const RUNNER_KINDS: readonly RunnerKind[] = [javaRunKind, exerciseJudgeKind];

export interface Runner {
  queue: JobQueue;
  /** Stops taking jobs, waits for the ones running, and leaves the list of runners. */
  stop(): Promise<void>;
}

export interface RunnerOptions extends RunnerContext {
  /** A separate runner checks each kind before taking it; the web process's inline runner leaves that to its routes. */
  checkAvailability: boolean;
}

/**
 * Starts a runner: a job queue over the runner kinds with `PLAYGROUND_JAVA_CONCURRENCY` jobs at
 * once, that keeps a row in job_runners alive while it runs so web processes know it is there.
 */
export async function startRunner(options: RunnerOptions): Promise<Runner> {
  const { config, log, db } = options;
  const leaseMs = config.jobs.leaseSeconds * 1000;
  const queue = new JobQueue(db, options.notifier, { leaseMs, concurrency: config.playground.javaConcurrency, log });
  for (const kind of RUNNER_KINDS) {
    const reason = options.checkAvailability ? await kind.unavailable(options) : null;
    if (reason) {
      log.warn(`The runner does not take ${kind.kind} jobs: ${reason}`);
      continue;
    }
    await kind.prepare(options);
    queue.register(kind.kind, kind.handler(options));
  }
  const beat = () =>
    beatRunner(db, { id: queue.id, kinds: queue.kinds, concurrency: config.playground.javaConcurrency });
  const beatOrWarn = () => beat().catch((error: unknown) => log.warn({ err: error }, 'runner heartbeat failed'));
  // A database that is down at start-up (the health check then answers 503) must not stop the
  // server from starting: the next beats record the runner once it answers again.
  await beatOrWarn();
  const heart = setInterval(() => void beatOrWarn(), Math.max(100, Math.floor(leaseMs / 3)));
  heart.unref();
  await queue.start();
  log.info(`Runner ${queue.id} takes ${queue.kinds.join(', ') || 'no jobs'} (${queue.options.concurrency} at once)`);
  return {
    queue,
    async stop() {
      clearInterval(heart);
      await queue.close();
      await deleteRunner(db, queue.id).catch(() => undefined);
    },
  };
}

/** How many jobs of `kind` the live runners take at once (0: no runner takes it now). */
export { runnerCapacity } from './repository.ts';
