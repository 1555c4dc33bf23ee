import { describe, expect, it } from 'vitest';
import { parseTags, tagsProblem } from './tags.ts';

describe('parseTags', () => {
  it('splits on commas, trims and drops empty items', () => {
    expect(parseTags(' react, ,web ,,  api ')).toEqual(['react', 'web', 'api']);
  });
  it('drops case-insensitive duplicates, keeping the first spelling', () => {
    expect(parseTags('React, react, REACT, vue')).toEqual(['React', 'vue']);
  });
  it('lower-cases when asked', () => {
    expect(parseTags('C++, c++, Python', { lowercase: true })).toEqual(['c++', 'python']);
  });
  it('accepts a list whose items may hold commas', () => {
    expect(parseTags(['a, b', ' c ', ''])).toEqual(['a', 'b', 'c']);
  });
  it('gives an empty list for blank text', () => {
    expect(parseTags('   ')).toEqual([]);
  });
});

describe('tagsProblem', () => {
  const limits = { min: 1, max: 2, maxLength: 5, owner: 'A question' };
  it('accepts tags within the limits', () => {
    expect(tagsProblem(['a', 'bb'], limits)).toBeNull();
  });
  it('names each broken limit', () => {
    expect(tagsProblem([], limits)).toBe('Add at least one tag.');
    expect(tagsProblem(['a', 'b', 'c'], limits)).toBe('A question can have at most 2 tags.');
    expect(tagsProblem(['toolong'], limits)).toMatch(/^Each tag must be at most 5 characters/);
  });
});
