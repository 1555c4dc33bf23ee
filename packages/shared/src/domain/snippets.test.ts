import { describe, expect, it } from 'vitest';
import { buildSnippetSlug, snippetFilename, snippetPolicy, visibleTags } from './snippets.ts';

describe('buildSnippetSlug', () => {
  it('joins the language, the first 15 characters of the slugged title and the last 5 digits of the time', () => {
    expect(buildSnippetSlug('python', 'Binary Search in a Sorted List', 1_795_497_791_312)).toBe(
      'python-binary-search-i-91312',
    );
  });

  it('spells C# as csharp, trims a cut hyphen, and stands in for titles without letters', () => {
    expect(buildSnippetSlug('c#', 'Reverse a list in place', 42)).toBe('csharp-reverse-a-list-00042');
    expect(buildSnippetSlug('go', '¿¡!', 100_000)).toBe('go-snippet-00000');
    expect(buildSnippetSlug('java', 'Café Ünïcode', 7)).toBe('java-cafe-unicode-00007');
  });
});

describe('snippetFilename', () => {
  it.each([
    ['Binary search!', 'python', 'binary_search.py'],
    ['Binary search!', 'go', 'binary_search.go'],
    ['Binary search!', 'javascript', 'binary-search.js'],
    ['Binary search!', 'typescript', 'binary-search.ts'],
    ['Binary search!', 'java', 'BinarySearch.java'],
    ['2D grid walk', 'c#', 'Snippet2dGridWalk.cs'],
    ['***', 'python', 'snippet.py'],
  ] as const)('names %j in %s as %s', (title, language, filename) => {
    expect(snippetFilename(title, language)).toBe(filename);
  });
});

describe('visibleTags', () => {
  it('shows the first three tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('snippetPolicy', () => {
  const owner = '11111111-1111-4111-8111-111111111111';
  const other = '22222222-2222-4222-8222-222222222222';

  it('lets everyone read public snippets and only the author read private ones', () => {
    expect(snippetPolicy.canRead({ ownerId: owner, visibility: 'public' }, null)).toBe(true);
    expect(snippetPolicy.canRead({ ownerId: owner, visibility: 'private' }, other)).toBe(false);
    expect(snippetPolicy.canRead({ ownerId: owner, visibility: 'private' }, owner)).toBe(true);
  });

  it('lets only the author edit or delete, and only signed-in readers use a snippet', () => {
    const snippet = { ownerId: owner, visibility: 'public' } as const;
    expect(snippetPolicy.canEdit(snippet, owner)).toBe(true);
    expect(snippetPolicy.canEdit(snippet, other)).toBe(false);
    expect(snippetPolicy.canDelete(snippet, null)).toBe(false);
    expect(snippetPolicy.canUse(snippet, null)).toBe(false);
    expect(snippetPolicy.canUse(snippet, other)).toBe(true);
  });

  it("never takes a snippet without an owner (a deleted account) for a visitor's own", () => {
    const kept = { ownerId: null, visibility: 'public' } as const;
    expect(snippetPolicy.canRead(kept, null)).toBe(true);
    expect(snippetPolicy.canEdit(kept, null)).toBe(false);
    expect(snippetPolicy.canDelete(kept, other)).toBe(false);
    expect(snippetPolicy.canRead({ ownerId: null, visibility: 'private' }, null)).toBe(false);
  });
});
