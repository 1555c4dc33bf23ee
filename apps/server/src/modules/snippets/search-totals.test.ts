import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';
import { RANKED_CANDIDATES, SNIPPET_COUNT_CAP } from './repository.ts';

// A ranked search counts each branch from the matches it reads for ranking (the newest, up to the
// count cap); its totals must agree with the newest sort's, which counts on its own.
describe('snippet search totals around the candidate limit', () => {
  let server: TestApp;
  let owner: TestUser;
  const publicSizes = { fewer: RANKED_CANDIDATES - 1, equal: RANKED_CANDIDATES, more: RANKED_CANDIDATES + 1 };
  // The owner's private snippets join the public ones in the owner's totals.
  const privateSizes = { fewer: 2, more: 600 };

  const insert = async (word: string, count: number, visibility: 'public' | 'private') =>
    server.database.pool.query(
      `insert into snippets (slug, owner_id, title, description, code, language, category, visibility)
       select $1 || '-' || $3 || '-' || n, $2, $1 || ' snippet ' || n, 'totals', 'x', 'python', 'utilities', $3
       from generate_series(1, $4::int) n`,
      [word, owner.id, visibility, count],
    );

  beforeAll(async () => {
    server = await startTestApp();
    owner = await createTestUser(server, { username: 'totals_owner' });
    for (const [word, count] of Object.entries(publicSizes)) await insert(word, count, 'public');
    for (const [word, count] of Object.entries(privateSizes)) await insert(word, count, 'private');
  });
  afterAll(() => server.close());

  const total = async (query: string, sort: string, token?: string) => {
    const headers = token ? { authorization: `Bearer ${token}` } : undefined;
    const response = await server.request(`/api/snippets?q=${query}&sort=${sort}`, { headers });
    expect(response.status).toBe(200);
    return Number(response.headers.get('x-total-count'));
  };

  it.each(Object.entries(publicSizes))('counts %s public matches than the limit exactly', async (word, count) => {
    expect(await total(word, 'relevance')).toBe(count);
    expect(await total(word, 'newest')).toBe(count);
  });

  it('adds the owner’s private matches and caps the sum', async () => {
    expect(await total('fewer', 'relevance', owner.accessToken)).toBe(publicSizes.fewer + privateSizes.fewer);
    expect(await total('equal', 'relevance', owner.accessToken)).toBe(publicSizes.equal);
    expect(publicSizes.more + privateSizes.more).toBeGreaterThan(SNIPPET_COUNT_CAP);
    expect(await total('more', 'relevance', owner.accessToken)).toBe(SNIPPET_COUNT_CAP);
    expect(await total('more', 'newest', owner.accessToken)).toBe(SNIPPET_COUNT_CAP);
    expect(await total('snippet', 'relevance', owner.accessToken)).toBe(SNIPPET_COUNT_CAP);
  });

  it('counts past an empty page of a ranked search', async () => {
    const response = await server.request(`/api/snippets?q=fewer&offset=${publicSizes.fewer + 10}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(response.headers.get('x-total-count')).toBe(String(publicSizes.fewer));
  });
});
