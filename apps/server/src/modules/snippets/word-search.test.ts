import type { SnippetSummary } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';
import { listSnippets } from './repository.ts';

// A one-word search reads the public snippets' word index (snippet_search_terms, kept by a
// trigger) instead of the snippets. These cases change snippets in every way that touches the
// index and expect it to equal one rebuilt from the snippets, and every page and total to equal
// the general search's, with and without language and category filters, for visitors and for an
// owner with private snippets.
describe('one-word snippet searches through the word index', () => {
  let server: TestApp;
  let owner: TestUser;
  const LIMIT = 24;

  beforeAll(async () => {
    server = await startTestApp();
    owner = await createTestUser(server, { username: 'word_owner' });
    // 1,100 snippets whose titles, tags and descriptions carry "sort", "sorted", "sorting" and
    // "sorter" zero to three times in different places (weights A, B and C), some sharing a
    // creation time, every twentieth private: ranks tie and differ, the count cap is passed.
    await server.database.pool.query(
      `insert into snippets (slug, owner_id, title, description, code, language, category, tags, visibility, created_at)
       select 'word-' || g, $1,
         (array['Sort things', 'Sorted list', 'Plain title', 'Sorting sorted sort', 'Sorter'])[1 + g % 5] || ' ' || g,
         (array['', 'sort it', 'sorted and sorting', 'nothing here', 'sort sort sort'])[1 + (g / 5) % 5],
         'x', (array['python', 'java', 'go'])[1 + g % 3], (array['utilities', 'algorithms'])[1 + (g / 3) % 2],
         case (g / 25) % 4 when 0 then array[]::text[] when 1 then array['sort'] when 2 then array['sorting', 'misc']
           else array['it''s', 'a\\b'] end,
         case when g % 20 = 0 then 'private' else 'public' end,
         now() - (g / 3) * interval '1 minute'
       from generate_series(1, 1100) g`,
      [owner.id],
    );
  });
  afterAll(() => server.close());

  /** Rows of the word index that a rebuild from the public snippets would not give, and the reverse. */
  async function indexDifference(): Promise<number> {
    const rebuilt = `select * from (select u.lexeme as term, s.created_at, s.id as snippet_id,
        ts_rank(s.search, ('''' || replace(replace(u.lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery) as rank,
        s.language, s.category
      from snippets s, unnest(s.search) u where s.visibility = 'public') rebuilt`;
    const stored = 'select term, created_at, snippet_id, rank, language, category from snippet_search_terms';
    const result = await server.database.pool.query<{ count: number }>(
      `select count(*)::int as count from ((${rebuilt} except all ${stored}) union all (${stored} except all ${rebuilt})) difference`,
    );
    return result.rows[0]?.count ?? -1;
  }

  // No filter, a language, a category, and both.
  const filters = [
    {},
    { language: 'java' },
    { category: 'algorithms' },
    { language: 'go', category: 'utilities' },
  ] as const;
  type Filters = (typeof filters)[number];

  async function apiPage(q: string, offset: number, user: TestUser | undefined, filters: Filters) {
    const headers = user ? { authorization: `Bearer ${user.accessToken}` } : undefined;
    const query = new URLSearchParams({ q, limit: String(LIMIT), offset: String(offset), ...filters });
    const response = await server.request(`/api/snippets?${query.toString()}`, { headers });
    expect(response.status).toBe(200);
    const snippets = (await response.json()) as SnippetSummary[];
    return { ids: snippets.map((snippet) => snippet.id), total: response.headers.get('x-total-count') };
  }

  async function generalPage(q: string, offset: number, user: TestUser | undefined, filters: Filters) {
    const filter = {
      viewerId: user?.id ?? null,
      mine: false,
      words: [q],
      columnTerms: [],
      sort: 'relevance' as const,
      ...filters,
    };
    const page = await listSnippets(server.database.db, { ...filter, limit: LIMIT, offset }, false);
    return { ids: (JSON.parse(page.body) as SnippetSummary[]).map((snippet) => snippet.id), total: String(page.total) };
  }

  async function expectSameAsGeneral(q: string) {
    for (const user of [undefined, owner]) {
      for (const filter of filters) {
        for (const offset of [0, 240, 480, 504]) {
          const label = `${q} ${user ? 'owner' : 'visitor'} ${JSON.stringify(filter)} ${offset}`;
          const general = await generalPage(q, offset, user, filter);
          expect(await apiPage(q, offset, user, filter), label).toEqual(general);
        }
      }
    }
  }

  // About 200 list requests, each compared with the general search: seconds on a quiet machine,
  // past the default 30 s when the suite's other steps share its cores.
  it('ranks, orders and counts every prefix as the general search does', { timeout: 120_000 }, async () => {
    expect(await indexDifference()).toBe(0);
    for (const q of ['s', 'sort', 'sorte', 'sorting', 'misc', 'zzz']) {
      await expectSameAsGeneral(q);
    }
    // The stored rank of a snippet matching one lexeme of a prefix is that prefix's ts_rank.
    const differing = await server.database.pool.query<{ count: number }>(
      `select count(*)::int as count from snippets s, (values ('sort'), ('sorte'), ('sorti'), ('so')) p(prefix),
         lateral (select count(*) as n, max(t.rank) as rank from snippet_search_terms t
           where t.snippet_id = s.id and starts_with(t.term, p.prefix)) stored
       where stored.n = 1 and stored.rank <> ts_rank(s.search, to_tsquery('simple', p.prefix || ':*'))`,
    );
    expect(differing.rows[0]?.count).toBe(0);
  });

  it('keeps the index equal to the snippets through edits, visibility changes, likes and deletes', async () => {
    const pool = server.database.pool;
    await pool.query(`update snippets set title = 'Sorted again' where slug in ('word-1', 'word-2', 'word-20')`);
    await pool.query(`update snippets set description = 'unsorted' where slug = 'word-3'`);
    await pool.query(`update snippets set tags = array['sorting'] where slug = 'word-4'`);
    await pool.query(`update snippets set visibility = 'private' where slug = 'word-5'`);
    await pool.query(`update snippets set visibility = 'public' where slug = 'word-40'`);
    await pool.query(`update snippets set created_at = now() + interval '1 hour' where slug = 'word-6'`);
    await pool.query(
      `update snippets set language = 'go', category = 'algorithms' where slug in ('word-10', 'word-11')`,
    );
    await pool.query(`update snippets set like_count = like_count + 1, view_count = 9 where slug = 'word-7'`);
    await pool.query(`delete from snippets where slug in ('word-8', 'word-60')`);
    const liked = await pool.query<{ id: string }>(`select id from snippets where slug = 'word-9'`);
    const like = await server.request(`/api/snippets/${liked.rows[0]?.id}/like`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(like.status).toBeLessThan(300);
    expect(await indexDifference()).toBe(0);
    for (const q of ['sort', 'sorted', 'unsorted']) await expectSameAsGeneral(q);
  });

  // A word that is one lexeme is answered from its list as the index holds it (no sort, no
  // grouping); past the count cap, with ties in time and rank, it must still page as the general
  // search does.
  it('pages and counts a one-lexeme word past the count cap as the general search does', async () => {
    await server.database.pool.query(
      `insert into snippets (slug, owner_id, title, description, code, language, category, tags, visibility, created_at)
       select 'lexeme-' || g, $1, (array['Everywhere', 'Plain', 'Everywhere everywhere'])[1 + g % 3],
         (array['', 'everywhere', 'nothing'])[1 + (g / 3) % 3], 'x', (array['python', 'java', 'go'])[1 + g % 3],
         (array['utilities', 'algorithms'])[1 + (g / 2) % 2],
         case when g % 4 = 0 then array['everywhere'] else array[]::text[] end,
         case when g % 25 = 0 then 'private' else 'public' end, now() - (g / 4) * interval '1 minute'
       from generate_series(1, 1500) g`,
      [owner.id],
    );
    expect(await indexDifference()).toBe(0);
    for (const q of ['everywhere', 'everywh']) await expectSameAsGeneral(q);
    expect((await apiPage('everywhere', 0, undefined, {})).total).toBe('1000');
  });
});
