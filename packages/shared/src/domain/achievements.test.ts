import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, computeStreak } from './achievements.ts';

describe('computeStreak', () => {
  const today = new Date('2026-11-22T08:00:00Z');
  it('counts consecutive days ending today', () => {
    expect(computeStreak(['2026-11-22', '2026-11-21', '2026-11-20', '2026-11-18'], today)).toBe(3);
  });
  it('keeps a streak that ended yesterday when today has no activity yet', () => {
    expect(computeStreak(['2026-11-21', '2026-11-20'], today)).toBe(2);
  });
  it('is zero after a missed day', () => {
    expect(computeStreak(['2026-11-20', '2026-11-19'], today)).toBe(0);
    expect(computeStreak([], today)).toBe(0);
  });
  it('crosses month boundaries', () => {
    expect(computeStreak(['2026-12-01', '2026-11-30', '2026-11-29'], new Date('2026-12-01T23:59:00Z'))).toBe(3);
  });
});

describe('ACHIEVEMENTS', () => {
  it('have unique ids', () => {
    const ids = ACHIEVEMENTS.map((achievement) => achievement.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('are earned from activity facts', () => {
    const none = {
      projectCount: 0,
      fileCount: 0,
      savedFileCount: 0,
      forkCount: 0,
      starsReceived: 0,
      reviewsCompleted: 0,
      learningStreak: 0,
      questionsAsked: 0,
      answersWritten: 0,
      answersAccepted: 0,
      modulesCompleted: 0,
      pathsCompleted: 0,
    };
    expect(ACHIEVEMENTS.filter((achievement) => achievement.isEarned(none))).toEqual([]);
    const earned = ACHIEVEMENTS.filter((achievement) =>
      achievement.isEarned({ ...none, projectCount: 1, learningStreak: 7 }),
    );
    expect(earned.map((achievement) => achievement.id)).toEqual(['first-project', 'streak-7']);
    const learning = ACHIEVEMENTS.filter((achievement) =>
      achievement.isEarned({ ...none, learningStreak: 30, modulesCompleted: 3, pathsCompleted: 1 }),
    );
    expect(learning.map((achievement) => achievement.id)).toEqual([
      'streak-7',
      'streak-30',
      'first-module',
      'first-path',
    ]);
    const community = ACHIEVEMENTS.filter((achievement) =>
      achievement.isEarned({ ...none, questionsAsked: 1, answersWritten: 2, answersAccepted: 1 }),
    );
    expect(community.map((achievement) => achievement.id)).toEqual([
      'first-question',
      'first-answer',
      'first-accepted-answer',
    ]);
  });
});
