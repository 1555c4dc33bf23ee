import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { JobQueue } from './job-queue.ts';

/** A job that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('JobQueue', () => {
  it('runs one job at a time in arrival order and refuses jobs beyond the waiting room', async () => {
    const queue = new JobQueue(1, 1);
    const order: string[] = [];
    const first = gate();
    const running = queue.run(async () => {
      order.push('first started');
      await first.opened;
      order.push('first done');
    });
    const waiting = queue.run(async () => {
      order.push('second started');
    });
    await expect(queue.run(async () => undefined)).rejects.toMatchObject({ code: 'unavailable' });
    expect(order).toEqual(['first started']);
    first.open();
    await Promise.all([running, waiting]);
    expect(order).toEqual(['first started', 'first done', 'second started']);
  });

  it('skips a waiting job whose caller stopped, and frees its slot for the next', async () => {
    const queue = new JobQueue(1, 4);
    const first = gate();
    const running = queue.run(() => first.opened);
    const controller = new AbortController();
    let ran = false;
    const stopped = queue.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    first.open();
    await running;
    await expect(stopped).rejects.toBeInstanceOf(AppError);
    expect(ran).toBe(false);
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
