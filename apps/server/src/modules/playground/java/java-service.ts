import type { PlaygroundTestCase } from '@hammurabi/shared';
import type { PlaygroundConfig } from '../../../config.ts';
import { AppError } from '../../../http/app-error.ts';
import { JobQueue } from '../job-queue.ts';
import { checkJavaAvailability, type JavaAvailability } from './availability.ts';
import { runJavaJob, type JavaJobResult } from './java-runner.ts';

/** Waiting jobs beyond the running ones; more get 503 instead of a long wait. */
const MAX_WAITING = 16;

/**
 * The server's Java runner: checks once (on first use, so a start-up or a test server that never
 * runs Java pays nothing) whether the sandbox works, then runs jobs through a bounded queue.
 */
export class JavaService {
  private availability: Promise<JavaAvailability> | null = null;
  private readonly queue: JobQueue;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly config: PlaygroundConfig) {
    this.queue = new JobQueue(config.javaConcurrency, MAX_WAITING);
  }

  get concurrency(): number {
    return this.queue.concurrency;
  }

  /** Whether Java runs here, and why not; the self-test runs once per process. */
  status(): Promise<JavaAvailability> {
    if (this.config.java === 'off') {
      return Promise.resolve({
        available: false,
        reason: 'Java is turned off on this server (PLAYGROUND_JAVA=off).',
      });
    }
    this.availability ??= checkJavaAvailability();
    return this.availability;
  }

  /** Compiles and runs a program against its tests; 503 with the reason when Java is off. */
  async run(
    code: string,
    tests: PlaygroundTestCase[],
    timeLimitMs: number,
    signal: AbortSignal,
  ): Promise<JavaJobResult> {
    const { available, reason } = await this.status();
    if (!available) throw new AppError('unavailable', reason ?? 'Java is not available on this server.');
    const job = this.queue.run(() => runJavaJob({ code, tests, timeLimitMs, signal }), signal);
    this.inFlight.add(job);
    try {
      return await job;
    } finally {
      this.inFlight.delete(job);
    }
  }

  /** Waits for running jobs (each ends within its limits) so shutdown leaves no sandbox behind. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}
