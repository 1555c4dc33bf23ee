import { describe, expect, it } from 'vitest';
import { parseTags } from './tags.ts';

describe('parseTags', () => {
  it('splits on commas, trims, drops empty items, lower-cases and drops duplicates', () => {
    expect(parseTags(' React, ,web ,,  API, react ', { max: 10, maxLength: 30 })).toEqual(['react', 'web', 'api']);
  });

  it('keeps at most `max` tags, each cut to `maxLength` characters', () => {
    expect(parseTags('a, b, c, d', { max: 2, maxLength: 30 })).toEqual(['a', 'b']);
    expect(parseTags('abcdef, abcdxy', { max: 5, maxLength: 4 })).toEqual(['abcd']);
  });

  it('gives nothing for blank text', () => {
    expect(parseTags('  , ,', { max: 10, maxLength: 30 })).toEqual([]);
  });
});
