import { describe, expect, it } from 'vitest';
import { answerPreview, authorName } from './community.ts';

describe('answerPreview', () => {
  it('keeps a short answer whole', () => {
    expect(answerPreview('Use  a\nset.')).toBe('Use a set.');
  });
  it('cuts a long answer to 150 characters plus an ellipsis', () => {
    const preview = answerPreview('x'.repeat(151));
    expect(preview).toBe(`${'x'.repeat(150)}...`);
  });
  it('shows Markdown as plain words', () => {
    expect(
      answerPreview(
        '## Fix\n\nUse **`items.reverse()`**, see [the docs](https://docs.python.org).\n\n```python\nx = 1\n```',
      ),
    ).toBe('Fix Use items.reverse(), see the docs. x = 1');
  });
  it('leaves exactly 150 characters alone', () => {
    expect(answerPreview('y'.repeat(150))).toBe('y'.repeat(150));
  });
});

describe('authorName', () => {
  it('prefers the username, then the full name, then a fallback', () => {
    expect(authorName({ username: 'ada', full_name: 'Ada L' })).toBe('ada');
    expect(authorName({ username: null, full_name: 'Ada L' })).toBe('Ada L');
    expect(authorName(null)).toBe('Former member');
  });
});
