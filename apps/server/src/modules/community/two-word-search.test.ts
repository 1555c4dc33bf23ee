import type { QuestionSummary } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { listQuestions } from './repository.ts';
import { parseSearch } from './search.ts';

// A ranked search of two plain words reads the word index: the questions having both stems or a
// tag equal to either word, ranked by the sum of the words' one-word ranks (plus 0.5 for a tag).
// It must find exactly what the general search finds, count the same, and order by that rank;
// texts that are not two search words (a stop word, one stem twice) go the general way.
describe('two-word searches through the word index', () => {
  let server: TestApp;
  const LIMIT = 7;

  beforeAll(async () => {
    server = await startTestApp();
    // "kettle" and "water" zero to three times in titles and bodies, tags on some, times that tie
    // in threes, a few soft-deleted.
    await server.database.pool.query(
      `insert into community_questions (title, body, tags, created_at, deleted_at)
       select (array['Kettle water ' || g, 'Question ' || g, 'Kettles ' || g, 'Water water kettle ' || g])[1 + g % 4],
         repeat('kettle ', g % 3) || repeat('boiling waters ', (g / 3) % 3) || 'end',
         case (g / 2) % 4 when 0 then array['kettle'] when 1 then array['kitchen'] when 2 then array['water', 'kettle']
           else array[]::text[] end,
         now() - (g / 3) * interval '1 minute',
         case when g % 17 = 0 then now() end
       from generate_series(1, 90) g`,
    );
  });
  afterAll(() => server.close());

  async function allPages(q: string, viaIndex: boolean) {
    const ids: string[] = [];
    let total = '';
    for (let offset = 0; offset < 120; offset += LIMIT) {
      if (viaIndex) {
        const response = await server.request(
          `/api/community/questions?q=${encodeURIComponent(q)}&limit=${LIMIT}&offset=${offset}`,
        );
        expect(response.status).toBe(200);
        ids.push(...((await response.json()) as QuestionSummary[]).map((card) => card.id));
        total = response.headers.get('x-total-count') ?? '';
      } else {
        const filter = { search: parseSearch(q), sort: 'relevance' as const, limit: LIMIT, offset };
        const page = await listQuestions(server.database.db, filter, { wordIndex: false });
        ids.push(...(JSON.parse(page.body) as QuestionSummary[]).map((card) => card.id));
        total = String(page.total);
      }
    }
    return { ids, total };
  }

  /** The order the word index promises, computed from the questions themselves. */
  async function expectedOrder(first: string, second: string): Promise<string[]> {
    const result = await server.database.pool.query<{ id: string }>(
      `select q.id from community_questions q,
         lateral (select ts_rank_cd(q.search, plainto_tsquery('english', $1))
           + ts_rank_cd(q.search, plainto_tsquery('english', $2)) as words) ranks
       where q.deleted_at is null
         and (q.search @@ plainto_tsquery('english', $1 || ' ' || $2) or q.tags && array[$1, $2])
       order by (case when q.search @@ plainto_tsquery('english', $1 || ' ' || $2) then ranks.words else 0 end)
         + (case when q.tags && array[$1, $2] then 0.5 else 0 end) desc, q.created_at desc, q.id desc`,
      [first, second],
    );
    return result.rows.map((row) => row.id);
  }

  it('finds and counts what the general search does, ordered by the summed word ranks', async () => {
    for (const [q, first, second] of [
      ['kettle water', 'kettle', 'water'],
      ['WATER Kettles', 'water', 'kettles'],
      ['kettle kitchen', 'kettle', 'kitchen'],
      ['kettle nothingmatches', 'kettle', 'nothingmatches'],
      // Neither word is a tag: only the two words' lists are read.
      ['boiling question', 'boiling', 'question'],
      ['waters boiling', 'waters', 'boiling'],
    ] as const) {
      const fast = await allPages(q, true);
      const general = await allPages(q, false);
      expect(fast.total, q).toBe(general.total);
      expect([...fast.ids].sort(), q).toEqual([...general.ids].sort());
      expect(fast.ids, q).toEqual(await expectedOrder(first, second));
    }
    expect((await allPages('kettle water', true)).ids.length).toBeGreaterThan(20);
  });

  it('ranks both words in the title above both in the body', async () => {
    const { ids } = await allPages('kettle water', true);
    const titles = await server.database.pool.query<{ id: string; title: string }>(
      'select id, title from community_questions where id = any($1)',
      [ids.slice(0, 3)],
    );
    for (const row of titles.rows) expect(row.title).toMatch(/kettle/i);
    for (const row of titles.rows) expect(row.title).toMatch(/water/i);
  });

  it('searches a stop word or one stem twice the general way', async () => {
    for (const q of ['the kettle', 'kettle kettles', 'where to']) {
      const fast = await allPages(q, true);
      expect(fast, q).toEqual(await allPages(q, false));
    }
  });
});
