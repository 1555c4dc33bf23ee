import type { QuestionSort, QuestionSummary } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { listQuestions } from './repository.ts';
import { parseSearch } from './search.ts';
import { ask, clientFor } from './test-client.ts';

// A one-word search reads the word index (community_search_terms, kept by a trigger) instead of
// the questions. These cases change questions in every way that touches the index and expect the
// index to equal one rebuilt from the questions, and every page and total to equal the general
// search's.
describe('one-word searches through the word index', () => {
  let server: TestApp;
  let asker: string;
  let helper: string;
  let as: ReturnType<typeof clientFor>;

  beforeAll(async () => {
    server = await startTestApp();
    as = clientFor(server);
    asker = (await createTestUser(server, { username: 'word_asker' })).accessToken;
    helper = (await createTestUser(server, { username: 'word_helper' })).accessToken;
    // Titles, bodies and tags mentioning "kettle" zero to three times, a minute apart.
    await server.database.pool.query(
      `insert into community_questions (title, body, tags, up_count, created_at)
       select case when g % 3 = 0 then 'Kettle number ' || g else 'Question number ' || g end,
         repeat('kettles boil ', g % 4) || 'water',
         case when g % 5 = 0 then array['kettle'] else array['kitchen'] end,
         g % 7, now() - g * interval '1 minute'
       from generate_series(1, 60) g`,
    );
  });
  afterAll(() => server.close());

  /** Rows of the word index that a rebuild from the live questions would not give, and the reverse. */
  async function indexDifference(): Promise<number> {
    const rebuilt = `select u.lexeme as term, 0 as kind, q.created_at, q.id as question_id,
        (select sum(case w when 'A' then 1.0 when 'B' then 0.4 when 'C' then 0.2 else 0.1 end) from unnest(u.weights) w)::real as weight
      from community_questions q, unnest(q.search) u where q.deleted_at is null
      union all
      select distinct tag, 1, q.created_at, q.id, 0::real from community_questions q, unnest(q.tags) tag where q.deleted_at is null`;
    // In parentheses: union and except bind equally, left to right.
    const rebuiltRows = `select * from (${rebuilt}) rebuilt`;
    const stored = 'select term, kind, created_at, question_id, weight from community_search_terms';
    const result = await server.database.pool.query<{ count: number }>(
      `select count(*)::int as count from ((${rebuiltRows} except all ${stored}) union all (${stored} except all ${rebuiltRows})) difference`,
    );
    return result.rows[0]?.count ?? -1;
  }

  async function apiPage(q: string, sort: QuestionSort, offset: number) {
    const response = await as(undefined).get(
      `/api/community/questions?q=${encodeURIComponent(q)}&sort=${sort}&limit=7&offset=${offset}`,
    );
    expect(response.status).toBe(200);
    const cards = (await response.json()) as QuestionSummary[];
    return { ids: cards.map((card) => card.id), total: response.headers.get('x-total-count') };
  }

  async function generalPage(q: string, sort: QuestionSort, offset: number) {
    const filter = { search: parseSearch(q), sort, limit: 7, offset };
    const page = await listQuestions(server.database.db, filter, { wordIndex: false });
    return { ids: (JSON.parse(page.body) as QuestionSummary[]).map((card) => card.id), total: String(page.total) };
  }

  async function expectSameAsGeneral(q: string) {
    for (const sort of ['relevance', 'newest', 'votes', 'active'] as const) {
      for (const offset of [0, 7, 21, 70]) {
        expect(await apiPage(q, sort, offset), `${q} ${sort} ${offset}`).toEqual(await generalPage(q, sort, offset));
      }
    }
  }

  it('keeps the index equal to the questions through edits and deletes', async () => {
    expect(await indexDifference()).toBe(0);
    const edited = await ask(server, asker, { title: 'A kettle question', body: 'Steam', tags: 'kitchen' });
    const removed = await ask(server, asker, { title: 'Kettle to delete', body: 'b', tags: 'kettle' });
    const answered = await ask(server, asker, { title: 'Kettle with an answer', body: 'b', tags: 'kitchen' });
    expect(await indexDifference()).toBe(0);
    const update = await as(asker).send('PUT', `/api/community/questions/${edited.id}`, {
      title: 'A teapot question',
      body: 'The kettle whistles, the kettle steams',
      tags: ['kettle', 'tea'],
    });
    expect(update.status).toBe(200);
    expect((await as(asker).send('DELETE', `/api/community/questions/${removed.id}`)).status).toBe(204);
    const reply = await as(helper).send('POST', `/api/community/questions/${answered.id}/answers`, { body: 'Yes' });
    expect(reply.status).toBe(201);
    // With an answer the question is only marked deleted: it leaves the index and the results.
    expect((await as(asker).send('DELETE', `/api/community/questions/${answered.id}`)).status).toBe(204);
    // Votes change neither words nor tags.
    await server.database.pool.query('update community_questions set up_count = up_count + 1');
    expect(await indexDifference()).toBe(0);
    const ids = (await apiPage('kettle', 'relevance', 0)).ids;
    expect(ids).not.toContain(removed.id);
    expect(ids).not.toContain(answered.id);
  });

  it('answers every sort and page as the general search does, totals included', async () => {
    await expectSameAsGeneral('kettle');
    await expectSameAsGeneral('KETTLES');
    await expectSameAsGeneral('water');
    await expectSameAsGeneral('nothingmatches');
    // A title match (1.0) and a tag (0.5) outrank two body mentions (0.8).
    const top = (await apiPage('kettle', 'relevance', 0)).ids[0];
    const first = await server.database.pool.query<{ title: string; tags: string[] }>(
      'select title, tags from community_questions where id = $1',
      [top],
    );
    expect(first.rows[0]?.title).toMatch(/^Kettle/);
  });

  it('finds a tag made after its word was last searched', async () => {
    // Both searches remember that neither word is a tag, so the next ones read the word lists only.
    expect((await apiPage('samovar', 'relevance', 0)).ids).toEqual([]);
    expect((await apiPage('samovar brass', 'relevance', 0)).ids).toEqual([]);
    const urn = await ask(server, asker, { title: 'Tea for a crowd', body: 'A brass urn', tags: 'samovar' });
    expect((await apiPage('samovar', 'relevance', 0)).ids).toEqual([urn.id]);
    expect((await apiPage('samovar brass', 'relevance', 0)).ids).toEqual([urn.id]);
    expect((await apiPage('samovar', 'newest', 0)).total).toBe('1');
  });

  it('searches a stop word the general way, on titles', async () => {
    await ask(server, asker, { title: 'Where to buy a kettle', body: 'b', tags: 'shopping' });
    const response = await as(undefined).get('/api/community/questions?q=where');
    const titles = ((await response.json()) as QuestionSummary[]).map((card) => card.title);
    expect(titles).toEqual(['Where to buy a kettle']);
    expect(response.headers.get('x-total-count')).toBe('1');
  });

  it('caps the total of a frequent word at 1,000', async () => {
    await server.database.pool.query(
      `insert into community_questions (title, body, tags)
       select 'Frequent ' || g, 'body', array['bulk'] from generate_series(1, 1001) g`,
    );
    for (const sort of ['relevance', 'newest'] as const) {
      const response = await as(undefined).get(`/api/community/questions?q=frequent&sort=${sort}&limit=1`);
      expect(response.headers.get('x-total-count')).toBe('1000');
      expect(response.headers.get('x-total-count-capped')).toBe('true');
    }
    expect(await indexDifference()).toBe(0);
  });
});
