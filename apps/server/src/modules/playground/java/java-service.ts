import type { PlaygroundConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { type JobQueue, QueueLimitError } from '../../../jobs/queue.ts';
import { runnerCapacity } from '../../../jobs/runner.ts';
import type { JobWaiter } from '../../../jobs/waiter.ts';
import { checkJavaAvailability, type JavaAvailability } from './availability.ts';
import { JAVA_RUN_JOB, type JavaRunPayload } from './java-job.ts';
import { classNameProblem, type JavaJobResult } from './java-runner.ts';

/** Unfinished runs one account may have: one running and one waiting. */
export const JAVA_RUNS_PER_ACCOUNT = 2;
/** Runs waiting for a runner; more get 503 instead of a long wait. */
const MAX_QUEUED = 16;
/** The longest a request waits for its run: 16 queued runs of 20 tests of 10 s would take longer. */
const WAIT_MAX_MS = 10 * 60_000;

export interface JavaServiceOptions {
  config: PlaygroundConfig;
  db: Db;
  jobs: JobQueue;
  waiter: JobWaiter;
  /** `inline`: this process runs the jobs itself; `off`: separate runner processes do. */
  runnerMode: 'inline' | 'off';
  leaseSeconds: number;
}

/**
 * The web side of Java runs: says whether Java runs (the local sandbox self-test, once per process
 * and on first use, when this process runs the jobs; else whether a live runner takes them), then
 * queues each run as a runner job in PostgreSQL and waits for its result.
 */
export class JavaService {
  private availability: Promise<JavaAvailability> | null = null;

  constructor(private readonly options: JavaServiceOptions) {}

  /** Whether Java runs here, why not, and how many runs go at once. */
  async status(): Promise<JavaAvailability & { concurrency: number }> {
    const { config, runnerMode } = this.options;
    if (config.java === 'off') {
      return { available: false, reason: 'Java is turned off on this server (PLAYGROUND_JAVA=off).', concurrency: 0 };
    }
    if (runnerMode === 'inline') {
      this.availability ??= checkJavaAvailability();
      return { ...(await this.availability), concurrency: config.javaConcurrency };
    }
    const concurrency = await runnerCapacity(this.options.db, JAVA_RUN_JOB, this.options.leaseSeconds * 3);
    if (concurrency > 0) return { available: true, reason: null, concurrency };
    return {
      available: false,
      reason: 'No runner is taking Java programs right now (RUNNER_MODE=off and no runner process is running).',
      concurrency: 0,
    };
  }

  /** Compiles and runs a program against its tests; 503 when Java is off, 429 when the account has runs waiting. */
  async run(owner: string, payload: JavaRunPayload, signal: AbortSignal): Promise<JavaJobResult> {
    const { available, reason } = await this.status();
    if (!available) throw new AppError('unavailable', reason ?? 'Java is not available on this server.');
    const problem = classNameProblem(payload.code);
    if (problem) throw new AppError('validation_failed', problem);
    let id: string;
    try {
      id = await this.options.jobs.enqueue(
        JAVA_RUN_JOB,
        { ...payload },
        {
          owner,
          maxPerOwner: JAVA_RUNS_PER_ACCOUNT,
          maxQueued: MAX_QUEUED,
          maxAttempts: 2,
        },
      );
    } catch (error) {
      if (!(error instanceof QueueLimitError)) throw error;
      if (error.limit === 'owner') {
        throw new AppError(
          'rate_limited',
          `You already have ${JAVA_RUNS_PER_ACCOUNT} Java runs running or waiting. Wait for one to finish, then run again.`,
        );
      }
      throw new AppError('unavailable', 'The Java runner is busy. Please try again in a few seconds.');
    }
    const outcome = await this.options.waiter.waitFor(id, signal, WAIT_MAX_MS);
    if (outcome.status === 'failed') throw new AppError('unavailable', `The run did not finish: ${outcome.reason}`);
    return outcome.result as JavaJobResult;
  }
}
