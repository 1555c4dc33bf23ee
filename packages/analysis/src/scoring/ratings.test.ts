import { describe, expect, it } from 'vitest';
import { makeFinding } from '../common/finding.ts';
import type { Metrics } from '../types.ts';
import { computeRatings, computeScore, penalty, scoreBand } from './ratings.ts';

const metrics: Metrics = {
  lines: { total: 10, code: 10, comment: 0, blank: 0 },
  functions: [],
  maxComplexity: 0,
  averageComplexity: 0,
  maxNesting: 0,
  duplicatedBlocks: [],
  duplicatedLines: 0,
  commentRatio: 0,
};

describe('scoreBand', () => {
  it('uses the spec thresholds: over 80 good, over 50 fair, else poor', () => {
    expect(scoreBand(81)).toBe('good');
    expect(scoreBand(80)).toBe('fair');
    expect(scoreBand(51)).toBe('fair');
    expect(scoreBand(50)).toBe('poor');
  });
});

describe('ratings and score', () => {
  it('gives a file without findings 100 everywhere', () => {
    const ratings = computeRatings([], metrics);
    expect(Object.values(ratings)).toEqual([100, 100, 100, 100, 100]);
    expect(computeScore(ratings, [])).toBe(100);
  });

  it('charges repeated findings of one rule less and less', () => {
    const one = penalty([makeFinding('HB002', 'Minor', 'x', 1)]);
    const three = penalty([1, 2, 3].map((line) => makeFinding('HB002', 'Minor', 'x', line)));
    expect(three).toBeGreaterThan(one);
    expect(three).toBeLessThan(one * 3);
  });

  it('keeps a file with a critical finding poor and one with a major finding below good', () => {
    const critical = [makeFinding('SEC002', 'Critical', 'sql', 3)];
    expect(scoreBand(computeScore(computeRatings(critical, metrics), critical))).toBe('poor');
    const major = [makeFinding('PERF003', 'Major', 'n+1', 3)];
    expect(scoreBand(computeScore(computeRatings(major, metrics), major))).toBe('fair');
  });

  it('maps categories to ratings: security to Justice, naming to Clarity, size to Maintainability', () => {
    const ratings = computeRatings(
      [
        makeFinding('SEC004', 'Critical', 's', 1),
        makeFinding('HB002', 'Minor', 'n', 2),
        makeFinding('HB001', 'Major', 'b', 3),
      ],
      metrics,
    );
    expect(ratings.justice).toBeLessThan(ratings.clarity);
    expect(ratings.clarity).toBeLessThan(100);
    expect(ratings.maintainability).toBeLessThan(100);
    expect(ratings.reliability).toBe(100);
  });
});
