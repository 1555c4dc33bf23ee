import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-cache';

/** A read the test answers by hand. */
function manualReads() {
  const answers: Array<(value: string) => void> = [];
  return {
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    answer: (index: number, value: string) => answers[index]?.(value),
    get count() {
      return answers.length;
    },
  };
}

const watching: Array<() => void> = [];
afterEach(() => {
  for (const stop of watching.splice(0)) stop();
  queryClient.clear();
});

function watch(queryKey: string[], queryFn: () => Promise<string>) {
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  watching.push(observer.subscribe(() => undefined));
  return observer;
}

describe('the app query cache', () => {
  it('reads again when invalidated while the first read is still arriving, and keeps the newer answer', async () => {
    const reads = manualReads();
    const observer = watch(['list', 'first-read'], reads.queryFn);
    expect(reads.count).toBe(1);

    const invalidated = queryClient.invalidateQueries({ queryKey: ['list'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first read's answer comes in after the invalidation: it was written before the change.
    reads.answer(0, 'before the change');
    expect(reads.count).toBe(2);
    reads.answer(1, 'after the change');
    await invalidated;
    expect(observer.getCurrentResult().data).toBe('after the change');
  });

  it('reads again when invalidated while a later read is arriving', async () => {
    const reads = manualReads();
    const observer = watch(['list', 'later-read'], reads.queryFn);
    reads.answer(0, 'first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(observer.getCurrentResult().data).toBe('first');

    void observer.refetch();
    expect(reads.count).toBe(2);
    const invalidated = queryClient.invalidateQueries({ queryKey: ['list', 'later-read'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads.answer(1, 'stale');
    reads.answer(2, 'fresh');
    await invalidated;
    expect(observer.getCurrentResult().data).toBe('fresh');
    expect(reads.count).toBe(3);
  });

  it('leaves a read in flight alone when the invalidation asks for no new read', async () => {
    const reads = manualReads();
    const observer = watch(['list', 'no-refetch'], reads.queryFn);
    await queryClient.invalidateQueries({ queryKey: ['list', 'no-refetch'], refetchType: 'none' });
    reads.answer(0, 'only');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads.count).toBe(1);
    expect(observer.getCurrentResult().data).toBe('only');
  });
});
