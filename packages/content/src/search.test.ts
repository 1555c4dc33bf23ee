import { describe, expect, it } from 'vitest';
import { buildSearchDocuments, buildSnippet, createContentSearch, searchContent } from './search.ts';

describe('site search', () => {
  it('indexes every page, section, FAQ answer, tutorial path, lesson and article', () => {
    const kinds = new Set(buildSearchDocuments().map((document) => document.kind));
    expect(kinds).toEqual(new Set(['page', 'section', 'faq', 'path', 'lesson', 'article']));
  });

  it('finds a lesson by a phrase from its text', () => {
    const [first] = searchContent('mutable default argument');
    expect(first?.url).toBe('/tutorials/intermediate/immutable-state');
  });

  it('links sections by their anchors', () => {
    const hits = searchContent('bearer token authorization header');
    expect(hits.map((hit) => hit.url)).toContain('/docs#api-integration');
  });

  it('ranks a title match above a passing mention', () => {
    const [first] = searchContent('troubleshooting');
    expect(first?.title).toMatch(/Troubleshooting/);
  });

  it('tolerates a small typo and matches word prefixes', () => {
    expect(searchContent('conflcts').length).toBeGreaterThan(0);
    expect(searchContent('refact').some((hit) => hit.url === '/tutorials/advanced/refactoring')).toBe(true);
  });

  it('with exact, matches words as written or as prefixes, never near spellings, and never any word alone', () => {
    expect(searchContent('conflcts').length).toBeGreaterThan(0);
    expect(searchContent('conflcts', { exact: true })).toEqual([]);
    expect(searchContent('immutab', { exact: true }).map((hit) => hit.url)).toContain(
      '/tutorials/intermediate/immutable-state',
    );
    expect(searchContent('immutab zebra', { exact: true })).toEqual([]);
    expect(searchContent('immutab zebra').length).toBeGreaterThan(0);
  });

  it('filters by kind and limits the number of results', () => {
    const answers = searchContent('password', { kinds: ['faq'], limit: 3 });
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.length).toBeLessThanOrEqual(3);
    expect(answers.every((hit) => hit.kind === 'faq' && hit.url.startsWith('/faq#'))).toBe(true);
  });

  it('returns nothing for an empty query', () => {
    expect(searchContent('   ')).toEqual([]);
  });

  it('builds an index over given documents, for reuse with other text', () => {
    const search = createContentSearch([
      { id: 'a', kind: 'page', title: 'Alpha', parent: '', url: '/a', text: 'The quick brown fox.' },
      { id: 'b', kind: 'page', title: 'Beta', parent: '', url: '/b', text: 'A lazy dog sleeps.' },
    ]);
    expect(search.documentCount).toBe(2);
    expect(search.search('fox').map((hit) => hit.id)).toEqual(['a']);
  });

  it('cuts a snippet around the first match and marks the matched words', () => {
    const text = `${'Filler words come first. '.repeat(10)}Autosave happens two seconds after typing stops.`;
    const parts = buildSnippet(text, ['autosave']);
    expect(parts[0]?.text.startsWith('…')).toBe(true);
    expect(parts.filter((part) => part.highlight).map((part) => part.text)).toEqual(['Autosave']);
    expect(parts.map((part) => part.text).join('').length).toBeLessThanOrEqual(170);
  });
});
