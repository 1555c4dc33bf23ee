import { describe, expect, it } from 'vitest';
import { matchesProjectSearch, normalizeFramework, parseTags } from './projects.ts';

describe('parseTags (spec §5)', () => {
  it('splits on commas, trims and drops empty items', () => {
    expect(parseTags(' react, ,web ,,  api ')).toEqual(['react', 'web', 'api']);
  });
  it('drops case-insensitive duplicates, keeping the first spelling', () => {
    expect(parseTags('React, react, REACT, vue')).toEqual(['React', 'vue']);
  });
  it('accepts a list whose items may hold commas', () => {
    expect(parseTags(['a, b', ' c ', ''])).toEqual(['a', 'b', 'c']);
  });
  it('gives an empty list for blank text', () => {
    expect(parseTags('   ')).toEqual([]);
  });
});

describe('normalizeFramework', () => {
  it.each([
    ['Spring Boot', 'spring-boot'],
    ['Ruby on Rails', 'ruby-on-rails'],
    ['.NET Core', '.net-core'],
    ['  Vue.js ', 'vue.js'],
  ])('%s → %s', (input, expected) => expect(normalizeFramework(input)).toBe(expected));
});

describe('matchesProjectSearch (spec §5)', () => {
  const project = { title: 'Inventory Service', description: 'Tracks STOCK levels', language: 'python' };
  it.each(['inventory', 'SERVICE', 'stock', 'PyTh', '  levels  ', ''])('matches %j', (term) => {
    expect(matchesProjectSearch(project, term)).toBe(true);
  });
  it('does not match other text', () => {
    expect(matchesProjectSearch(project, 'rust')).toBe(false);
  });
  it('handles a missing description', () => {
    expect(matchesProjectSearch({ ...project, description: null }, 'stock')).toBe(false);
  });
});
