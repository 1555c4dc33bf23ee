import { describe, expect, it } from 'vitest';
import { plainSnippet } from './message-format';

describe('plainSnippet', () => {
  it('drops Markdown marks and keeps the highlight on the same word', () => {
    const text = 'A **Critical** finding in `total`';
    const start = text.indexOf('Critical');
    const result = plainSnippet(text, [[start, start + 'Critical'.length]]);
    expect(result.text).toBe('A Critical finding in total');
    const [[from, to]] = result.highlights as [[number, number]];
    expect(result.text.slice(from, to)).toBe('Critical');
  });

  it('moves highlights after removed marks and leaves plain text alone', () => {
    const text = '### Sources\n**a** merge_sort here';
    const start = text.indexOf('merge_sort');
    const result = plainSnippet(text, [[start, start + 10]]);
    expect(result.text).toBe('Sources\na merge_sort here');
    expect(result.text.slice(...(result.highlights[0] as [number, number]))).toBe('merge_sort');
    expect(plainSnippet('no marks', [[0, 2]])).toEqual({ text: 'no marks', highlights: [[0, 2]] });
  });
});
