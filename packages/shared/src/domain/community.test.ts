import { describe, expect, it } from 'vitest';
import { authorName } from './community.ts';

describe('authorName', () => {
  it('prefers the username, then the full name, then a fallback', () => {
    expect(authorName({ username: 'ada', full_name: 'Ada L' })).toBe('ada');
    expect(authorName({ username: null, full_name: 'Ada L' })).toBe('Ada L');
    expect(authorName(null)).toBe('Former member');
  });
});
