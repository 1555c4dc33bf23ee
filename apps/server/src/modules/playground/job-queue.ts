import { AppError } from '../../http/app-error.ts';

/**
 * Runs at most `concurrency` jobs at once and queues up to `maxWaiting` more in arrival order;
 * beyond that a job is refused with 503 rather than piling up behind a busy machine.
 */
export class JobQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `job` when a slot is free; a job whose signal aborts while waiting never starts. */
  async run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new AppError('unavailable', 'The Java runner is busy. Please try again in a few seconds.');
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      if (signal?.aborted) throw new AppError('bad_request', 'The run was stopped.');
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The finished job hands its slot straight to the next one, so `running` stays the same.
      if (next) next();
      else this.running -= 1;
    }
  }
}
