import type { Db } from '../db/client.ts';
import type { Notifier } from '../db/notifier.ts';
import { CANCEL_CHANNEL, DONE_CHANNEL } from './queue.ts';
import { deleteJob, findJob } from './repository.ts';

/** How a job its caller waited for ended. */
export type JobOutcome = { status: 'done'; result: unknown } | { status: 'failed'; reason: string };

/** The reason when no runner finished a job in the time its caller was willing to wait. */
export const WAIT_TIMEOUT_REASON = 'No runner finished the job in time.';

/**
 * Waits for jobs this process queued and whose result it needs (a Java run): woken by the
 * runner's NOTIFY on the done channel, and by a poll in case a notification was missed. The
 * result is read once and the job deleted. A caller that gives up cancels the job: it is
 * deleted, and the runner holding it hears so and stops it.
 */
export class JobWaiter {
  /** Per waited job: a notification came (`pending`), and how to wake the wait for it. */
  private readonly wakers = new Map<string, { pending: boolean; wake: (() => void) | null }>();
  private listening: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
    private readonly pollMs: number,
  ) {}

  /** The job's outcome; rejects with the signal's reason when the caller stops waiting. */
  async waitFor(id: string, signal: AbortSignal, timeoutMs: number): Promise<JobOutcome> {
    this.listening ??= this.notifier.listen(DONE_CHANNEL, (jobId) => {
      const waker = this.wakers.get(jobId);
      if (!waker) return;
      waker.pending = true;
      waker.wake?.();
    });
    await this.listening;
    // Registered before the first look, so a notification between a look and the wait is kept.
    const waker = { pending: false, wake: null as (() => void) | null };
    this.wakers.set(id, waker);
    const deadline = performance.now() + timeoutMs;
    try {
      for (;;) {
        if (signal.aborted) {
          await this.cancel(id);
          throw signal.reason;
        }
        const row = await findJob(this.db, id);
        if (!row) return { status: 'failed', reason: 'The job was removed before it finished.' };
        if (row.status === 'done' || row.status === 'failed') {
          await deleteJob(this.db, id);
          return row.status === 'done'
            ? { status: 'done', result: row.result }
            : { status: 'failed', reason: row.last_error ?? 'The job failed.' };
        }
        if (performance.now() >= deadline) {
          await this.cancel(id);
          return { status: 'failed', reason: WAIT_TIMEOUT_REASON };
        }
        if (waker.pending) waker.pending = false;
        else await this.nextWake(waker, signal);
      }
    } finally {
      this.wakers.delete(id);
    }
  }

  /** Deletes the job and tells the process running it to stop. */
  async cancel(id: string): Promise<void> {
    await deleteJob(this.db, id);
    await this.notifier.notify(CANCEL_CHANNEL, id).catch(() => undefined);
  }

  private nextWake(waker: { pending: boolean; wake: (() => void) | null }, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        waker.pending = false;
        waker.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      signal.addEventListener('abort', done, { once: true });
      waker.wake = done;
    });
  }
}
