import type { SnippetSummary } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';
import { seedSnippetLibrary } from './seed.ts';

// Issue #35: searching "c#" answered every snippet of the library, the only C# one ninth, because
// full-text search turns "c#" into the prefix "c". Names like c#, c++ and f# are matched whole on
// the language and tag columns, as the community board matches them on tags.
describe('searching the snippet library by a language or tag name', () => {
  let server: TestApp;
  let author: TestUser;
  let librarySize: number;
  const ids: Record<string, string> = {};

  const search = async (q: string, viewer?: TestUser) => {
    const headers = viewer ? authHeaders(viewer.accessToken) : undefined;
    const response = await server.request(`/api/snippets?${new URLSearchParams({ q, limit: '50' }).toString()}`, {
      headers,
    });
    expect(response.status).toBe(200);
    return {
      items: (await response.json()) as SnippetSummary[],
      total: Number(response.headers.get('x-total-count')),
    };
  };

  beforeAll(async () => {
    server = await startTestApp();
    await seedSnippetLibrary(server.database.db);
    author = await createTestUser(server);
    const create = async (key: string, body: Record<string, unknown>) => {
      const response = await server.request('/api/snippets', {
        method: 'POST',
        headers: authHeaders(author.accessToken),
        body: {
          description: 'Notes for the search test.',
          code: 'x = 1',
          category: 'utilities',
          visibility: 'public',
          ...body,
        },
      });
      expect(response.status).toBe(201);
      ids[key] = ((await response.json()) as { id: string }).id;
    };
    await create('cppTagged', { title: 'Move semantics notes', language: 'python', tags: ['c++', 'memory'] });
    await create('fsharpTagged', { title: 'Pipelines compared', language: 'python', tags: ['f#'] });
    await create('csharpTagged', { title: 'Porting a class', language: 'java', tags: ['c#'] });
    librarySize = (await search('')).total;
  });
  afterAll(() => server.close());

  it('answers only C# snippets and those tagged c#, the C# language ones first', async () => {
    const { items, total } = await search('c#');
    expect(items.length).toBeGreaterThan(1);
    expect(total).toBe(items.length);
    expect(total).toBeLessThan(librarySize / 2);
    for (const item of items) expect(item.language === 'c#' || item.tags.includes('c#')).toBe(true);
    expect(items[0]!.language).toBe('c#');
    const firstTaggedOnly = items.findIndex((item) => item.language !== 'c#');
    expect(firstTaggedOnly).toBeGreaterThan(0);
    expect(items.slice(firstTaggedOnly).every((item) => item.language !== 'c#')).toBe(true);
    expect(items.map((item) => item.id)).toContain(ids.csharpTagged);
    // The same for the signed-in branch, which reads public and private snippets apart.
    expect((await search('C#', author)).items.map((item) => item.id)).toEqual(items.map((item) => item.id));
  });

  it('matches c++ and f# on tags only, never as "c" or "f"', async () => {
    expect((await search('c++')).items.map((item) => item.id)).toEqual([ids.cppTagged]);
    expect((await search('f#,')).items.map((item) => item.id)).toEqual([ids.fsharpTagged]);
    // With a word: both must match.
    expect((await search('c++ semantics')).items.map((item) => item.id)).toEqual([ids.cppTagged]);
    expect((await search('c++ pipelines')).total).toBe(0);
  });

  it('puts the snippets of a language named by a plain word ahead of those that only mention it', async () => {
    for (const language of ['go', 'java', 'python']) {
      const { items } = await search(language);
      expect(items.length).toBeGreaterThan(0);
      const firstOther = items.findIndex((item) => item.language !== language);
      const inLanguage = firstOther === -1 ? items : items.slice(0, firstOther);
      expect(inLanguage.length, language).toBeGreaterThan(0);
      expect(
        items.slice(inLanguage.length).every((item) => item.language !== language),
        language,
      ).toBe(true);
    }
  });
});
