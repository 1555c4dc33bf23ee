import { describe, expect, it } from 'vitest';
import { countLabel, pluralNoun } from './plural.ts';

describe('countLabel', () => {
  it('uses the singular for one and the plural for every other count', () => {
    expect(countLabel(1, 'day')).toBe('1 day');
    expect(countLabel(0, 'day')).toBe('0 days');
    expect(countLabel(2, 'day')).toBe('2 days');
    expect(countLabel(1, 'question matches', 'questions match')).toBe('1 question matches');
    expect(countLabel(3, 'question matches', 'questions match')).toBe('3 questions match');
    expect(pluralNoun(1, 'reply', 'replies')).toBe('reply');
    expect(pluralNoun(5, 'reply', 'replies')).toBe('replies');
  });
});
