import { describe, expect, it } from 'vitest';
import {
  difficultyVariant,
  isKnownTimeZone,
  learningButtonLabel,
  localDay,
  pathStatus,
  progressPercent,
} from './learning.ts';

describe('learning rules', () => {
  it('labels the path button by progress', () => {
    expect(learningButtonLabel(0)).toBe('Start Learning');
    expect(learningButtonLabel(1)).toBe('Continue Learning');
    expect(learningButtonLabel(99)).toBe('Continue Learning');
    expect(learningButtonLabel(100)).toBe('Review Path');
  });

  it('rounds progress down so 100 means every module', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(6, 7)).toBe(85);
    expect(progressPercent(7, 7)).toBe(100);
  });

  it('reads the path status and the difficulty badge', () => {
    expect(pathStatus(0, false)).toBe('not_started');
    expect(pathStatus(0, true)).toBe('in_progress');
    expect(pathStatus(100, true)).toBe('completed');
    expect(difficultyVariant('Beginner')).toBe('success');
    expect(difficultyVariant('Intermediate')).toBe('warning');
    expect(difficultyVariant('Advanced')).toBe('destructive');
  });

  it('finds the local day of an instant in a time zone', () => {
    // 07:30 UTC on the 2nd is 23:30 on the 1st eight hours west of Greenwich.
    const instant = new Date('2026-03-02T07:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-02');
    expect(localDay(instant, 'Etc/GMT+8')).toBe('2026-03-01');
    expect(isKnownTimeZone('America/Los_Angeles')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone("'; drop table x")).toBe(false);
  });
});
