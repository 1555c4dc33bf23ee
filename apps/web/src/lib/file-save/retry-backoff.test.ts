import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-backoff';

describe('retryDelayMs', () => {
  it('doubles from one second and caps at thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((attempt) => retryDelayMs(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('treats nonsense attempts as the first', () => {
    expect(retryDelayMs(0)).toBe(1000);
    expect(retryDelayMs(Number.NaN)).toBe(1000);
  });
});
