import { describe, expect, it } from 'vitest';
import { matchesProjectSearch, normalizeFramework } from './projects.ts';

describe('normalizeFramework', () => {
  it.each([
    ['Spring Boot', 'spring-boot'],
    ['Ruby on Rails', 'ruby-on-rails'],
    ['.NET Core', '.net-core'],
    ['  Vue.js ', 'vue.js'],
  ])('%s → %s', (input, expected) => expect(normalizeFramework(input)).toBe(expected));
});

describe('matchesProjectSearch', () => {
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
