import type { SnippetSummary } from '@hammurabi/shared';
import { SnippetListSchema } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';
import { toSnippetSummary } from './mapper.ts';
import { findSnippet } from './repository.ts';

// PostgreSQL writes the list pages' JSON; one snippet is still mapped and stringified by Node
// (`toSnippet`; a card `toSnippetSummary`). Every list shape must answer, byte for byte, what Node would write for the same
// snippets and caller: awkward text, microsecond times, forks of public and private sources,
// likes, an author known only from sign-up data.
describe('snippet list pages written by PostgreSQL', () => {
  let server: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestApp();
    alice = await createTestUser(server, { username: 'json_alice' });
    bob = await createTestUser(server, { username: 'json_bob', fullName: 'Bob "B" \\ Ünïcode' });
    const pool = server.database.pool;
    // Bob's saved profile is gone: his name comes from the sign-up data.
    await pool.query('delete from profiles where user_id = $1', [bob.id]);
    await pool.query(
      `insert into snippets (slug, owner_id, title, description, code, language, category, tags, visibility,
         view_count, like_count, created_at, updated_at)
       values
         ('json-awkward', $1, 'Jsonword "quoted" \\ back', E'ctl \\u0001 \\t tab \\n line \\u2028 sep ☃ 😀 \\u007f',
          E'print("\\\\n")\\r\\n', 'c#', 'ui', array['q"uote', 'b\\\\s', 'ü'], 'public', 7, 3,
          '2026-01-02 03:04:05.987654+00', '2026-01-02 03:04:05.000999+00'),
         ('json-private', $1, 'Jsonword private source', '', 'x', 'go', 'apis', '{}', 'private', 0, 0,
          '2025-12-31 23:59:59.999999+00', '2025-12-31 23:59:59.999999+00'),
         ('json-plain', $2, 'Jsonword by bob', 'plain', 'x', 'python', 'utilities', '{jsonword}', 'public', 0, 0,
          '1999-06-07 08:09:10+00', '1999-06-07 08:09:10+00')`,
      [alice.id, bob.id],
    );
    // Forks of a private and of a public source: the private source shows only to its owner.
    await pool.query(
      `insert into snippets (slug, owner_id, title, description, code, language, category, visibility, forked_from_id)
       select 'json-fork-' || source.slug, $1, 'Jsonword fork of ' || source.slug, 'fork', 'x', 'java', 'devops',
         'public', source.id
       from snippets source where source.slug in ('json-private', 'json-awkward')`,
      [bob.id],
    );
    await pool.query(
      `insert into snippet_likes (snippet_id, user_id) select id, $1 from snippets where slug = 'json-awkward'`,
      [alice.id],
    );
  });
  afterAll(() => server.close());

  const lists = [
    'sort=newest&limit=50',
    'q=jsonword',
    'q=jsonw&language=c%23&category=ui',
    'q=jsonword%20fork',
    'q=jsonword&sort=popular',
    'tag=jsonword',
  ];

  it.each(['visitor', 'alice', 'bob'] as const)('answers what Node writes, for the %s', async (who) => {
    const user = { visitor: undefined, alice, bob }[who];
    const headers = user ? { authorization: `Bearer ${user.accessToken}` } : undefined;
    for (const query of [...lists, ...(user ? ['mine=true'] : [])]) {
      const response = await server.request(`/api/snippets?${query}`, { headers });
      expect(response.status, query).toBe(200);
      const body = await response.text();
      const items = SnippetListSchema.parse(JSON.parse(body));
      expect(items.length, query).toBeGreaterThan(0);
      const expected = await Promise.all(
        items.map(async (item) => {
          const record = await findSnippet(server.database.db, { id: item.id }, user?.id ?? null);
          return record && toSnippetSummary(record);
        }),
      );
      expect(body, query).toBe(JSON.stringify(expected));
    }
  });

  it('shows the private source of a fork to its owner only, and the like to the one who gave it', async () => {
    const fork = async (token?: string) => {
      const headers = token ? { authorization: `Bearer ${token}` } : undefined;
      const response = await server.request('/api/snippets?q=jsonword%20fork', { headers });
      return (await response.json()) as SnippetSummary[];
    };
    const ofPrivate = (items: SnippetSummary[]) => items.find((item) => item.slug === 'json-fork-json-private');
    expect(ofPrivate(await fork())?.forked_from).toBeNull();
    expect(ofPrivate(await fork(alice.accessToken))?.forked_from).toMatchObject({ slug: 'json-private' });
    const awkward = async (token?: string) => {
      const headers = token ? { authorization: `Bearer ${token}` } : undefined;
      const response = await server.request('/api/snippets?q=jsonword&language=c%23', { headers });
      return ((await response.json()) as SnippetSummary[]).find((item) => item.slug === 'json-awkward');
    };
    expect(await awkward(alice.accessToken)).toMatchObject({ liked: true, created_at: '2026-01-02T03:04:05.987Z' });
    expect(await awkward(bob.accessToken)).toMatchObject({ liked: false, updated_at: '2026-01-02T03:04:05.000Z' });
  });

  // The visitor sees the four public snippets with the word, also past the end.
  it('answers an empty array and a total of 0 when nothing matches, on the first page and past the end', async () => {
    for (const query of ['q=nosuchwordanywhere', 'q=jsonword&offset=500', 'q=nosuch%20word&offset=24']) {
      const response = await server.request(`/api/snippets?${query}`);
      expect(await response.text(), query).toBe('[]');
      expect(response.headers.get('x-total-count'), query).toBe(query.includes('offset=500') ? '4' : '0');
    }
  });
});
