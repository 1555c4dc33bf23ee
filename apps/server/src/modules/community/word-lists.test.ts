import pg from 'pg';
import type { QuestionSort, QuestionSummary } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondProcess, startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { listQuestions, type QuestionListFilter } from './repository.ts';
import { oneWordOf, twoWordsOf } from './one-word-search.ts';
import { parseSearch } from './search.ts';
import { QuestionIds, WordLists } from './word-lists.ts';

// Searches of one or two plain words are answered from word lists (and, for the votes order,
// scores) held in a server's memory. Two holders stand for two server processes. Whatever changes
// the questions — a vote through a second server, a bare connection — the next answer from memory
// must be exactly what the word index's SQL answers (the general search's matches and totals; for
// two words the word index's own rank).
describe('word lists held in memory', () => {
  let server: TestApp;
  let second: Awaited<ReturnType<typeof startSecondProcess>>;
  let other: pg.Client;
  let voter: string;
  const here = new WordLists();
  const there = new WordLists();
  const LIMIT = 7;

  beforeAll(async () => {
    server = await startTestApp();
    second = await startSecondProcess(server);
    other = new pg.Client({ connectionString: server.database.url });
    await other.connect();
    voter = (await createTestUser(server, { username: 'lists_voter' })).accessToken;
    // "lantern" and "wick" zero to three times in titles and bodies, tags on some, times that tie
    // in threes, scores that tie often.
    await other.query(
      `insert into community_questions (title, body, tags, up_count, down_count, created_at)
       select (array['Lantern wick ' || g, 'Lamp ' || g, 'Lanterns lantern ' || g, 'Oil wick ' || g])[1 + g % 4],
         repeat('lantern ', g % 3) || repeat('wicks ', (g / 2) % 3) || 'end',
         case g % 5 when 0 then array['lantern'] when 1 then array['wick', 'lamp'] else array['lamp'] end,
         g % 6, g % 2, now() - (g / 3) * interval '1 minute'
       from generate_series(1, 80) g`,
    );
  });
  afterAll(async () => {
    await other.end();
    await second.close();
    await server.close();
  });

  const filterOf = (q: string, sort: QuestionSort, offset: number): QuestionListFilter => ({
    search: parseSearch(q),
    sort,
    limit: LIMIT,
    offset,
  });
  const idsOf = (page: { body: string; total: number }) => ({
    ids: (JSON.parse(page.body) as QuestionSummary[]).map((card) => card.id),
    total: page.total,
  });

  /** The page the word index's SQL gives, without lists in memory. */
  async function sqlPage(q: string, sort: QuestionSort, offset: number) {
    return idsOf(await listQuestions(server.database.db, filterOf(q, sort, offset)));
  }

  /**
   * The page from `lists`, once they hold what it needs: the first searches of a word go the SQL
   * way while its lists (then its scores) are read in the background.
   */
  async function memoryPage(lists: WordLists, q: string, sort: QuestionSort, offset: number) {
    const filter = filterOf(q, sort, offset);
    for (let round = 0; round < 3; round++) {
      await listQuestions(server.database.db, filter, { wordLists: lists });
      await lists.settled();
    }
    const words = oneWordOf(filter.search, undefined, sort) ?? twoWordsOf(filter.search, undefined);
    const read = lists.read(server.database.db, [words ?? []].flat());
    expect(read, `${q}: lists held`).not.toBeNull();
    if (sort === 'votes') expect(lists.scoresOf(server.database.db, read!, [words ?? []].flat())).not.toBeNull();
    return idsOf(await listQuestions(server.database.db, filter, { wordLists: lists }));
  }

  /** Every page of the searches both holders answer from memory equals the SQL's. */
  async function expectAsSql() {
    const searches: Array<[string, QuestionSort]> = [
      ['lantern', 'relevance'],
      ['lantern', 'newest'],
      ['lantern', 'votes'],
      ['wick', 'votes'],
      ['lantern wicks', 'relevance'],
    ];
    for (const [q, sort] of searches) {
      for (const offset of [0, LIMIT, 3 * LIMIT, 10 * LIMIT]) {
        const expected = await sqlPage(q, sort, offset);
        expect(await memoryPage(here, q, sort, offset), `${q} ${sort} ${offset}`).toEqual(expected);
        expect(await memoryPage(there, q, sort, offset), `there: ${q} ${sort} ${offset}`).toEqual(expected);
      }
    }
  }

  it('answers every write at once, whoever made it', async () => {
    await expectAsSql();
    // A new question, written by another process: newest, best scored, in both words' lists.
    const inserted = await other.query<{ id: string }>(
      `insert into community_questions (title, body, tags, up_count) values ('Lantern wick lantern', 'wicks', '{lamp}', 40)
       returning id`,
    );
    const id = inserted.rows[0]!.id;
    expect((await memoryPage(here, 'lantern', 'votes', 0)).ids[0]).toBe(id);
    expect((await memoryPage(there, 'lantern', 'newest', 0)).ids[0]).toBe(id);
    await expectAsSql();

    // Scores changed by a bare connection, then by a vote through the second server.
    await other.query(`update community_questions set down_count = down_count + 9 where id = $1`, [id]);
    await other.query(`update community_questions set up_count = up_count + 2 where title like 'Lamp%'`);
    await expectAsSql();
    const lowest = (await memoryPage(here, 'wick', 'votes', 0)).ids.at(-1)!;
    const voted = await second.request('/api/community/votes', {
      method: 'PUT',
      body: { target_type: 'question', target_id: lowest, value: 1 },
      headers: { authorization: `Bearer ${voter}` },
    });
    expect(voted.status).toBe(200);
    await expectAsSql();

    // A tag added, a title edited, a question deleted softly and one for good.
    await other.query(`update community_questions set tags = '{lantern}' where title like 'Oil wick%'`);
    await other.query(`update community_questions set title = 'Lantern ' || title where title like 'Lamp 1%'`);
    await other.query(`update community_questions set deleted_at = now() where id = $1`, [id]);
    await other.query(`delete from community_questions where title = 'Lanterns lantern 2'`);
    expect((await memoryPage(there, 'lantern', 'votes', 0)).ids).not.toContain(id);
    await expectAsSql();
  });

  it('brings every held score to the version of a word read later', async () => {
    await other.query(
      `insert into community_questions (title, body, tags, up_count, created_at)
       select (array['Torch flare ' || g, 'Torch ' || g, 'Flare ' || g])[1 + g % 3], 'night', '{}', g % 5,
         now() - g * interval '1 second'
       from generate_series(1, 40) g`,
    );
    const torch = async () => (await memoryPage(here, 'torch', 'votes', 0)).ids;
    expect(await torch()).toEqual((await sqlPage('torch', 'votes', 0)).ids);
    // Every "torch" question changes its score; "flare" is read after that, at a newer version
    // than the held "torch" scores, which must then be brought up to it as well (the flare list
    // holds only some of the changed questions).
    await other.query(`update community_questions set up_count = up_count * 3 + 20 where title like 'Torch%'`);
    expect((await memoryPage(here, 'flare', 'votes', 0)).ids).toEqual((await sqlPage('flare', 'votes', 0)).ids);
    // The held "torch" page is asked once more with no reads pending: it must already be right.
    const filter = filterOf('torch', 'votes', 0);
    expect(idsOf(await listQuestions(server.database.db, filter, { wordLists: here })).ids).toEqual(
      (await sqlPage('torch', 'votes', 0)).ids,
    );
  });

  it('reads the scores again when more changed than it is worth reading one by one', async () => {
    await other.query(
      `insert into community_questions (title, body, tags, up_count, created_at)
       select 'Beacon ' || g, 'signal', '{sea}', g % 4, now() - g * interval '1 second' from generate_series(1, 5100) g`,
    );
    const page = async (offset: number) => (await memoryPage(here, 'beacon', 'votes', offset)).ids;
    expect(await page(0)).toEqual((await sqlPage('beacon', 'votes', 0)).ids);
    // The questions changed last (the update walks them in the order they were written) score highest.
    await other.query(`update community_questions
      set up_count = case when substr(title, 8)::int > 5050 then 100 else (up_count * 7 + 3) % 11 end
      where title like 'Beacon%'`);
    // A deep page sorts every match; the first pages keep the best few as they go.
    for (const offset of [0, 40, 5_000]) {
      expect(await page(offset), `offset ${offset}`).toEqual((await sqlPage('beacon', 'votes', offset)).ids);
    }
    expect((await memoryPage(here, 'beacon', 'votes', 0)).total).toBe(1000);
  });

  it('answers concurrent searches of words not held yet, and reads a held list no more', async () => {
    const lists = new WordLists();
    const filters = ['lantern', 'wick', 'beacon', 'lantern wick', 'beacon signal'].flatMap((q) =>
      [0, LIMIT].map((offset) => filterOf(q, 'relevance', offset)),
    );
    const first = await Promise.all(
      filters.map((filter) => listQuestions(server.database.db, filter, { wordLists: lists })),
    );
    await lists.settled();
    for (const [index, filter] of filters.entries()) {
      const fromSql = idsOf(await listQuestions(server.database.db, filter));
      expect(idsOf(first[index]!), `${filter.search.text} ${filter.offset}`).toEqual(fromSql);
      expect(await memoryPage(lists, filter.search.text, 'relevance', filter.offset)).toEqual(fromSql);
    }
    // Nothing changed meanwhile: asked again, no list is read again.
    const held = lists.entriesHeld;
    expect(held).toBeGreaterThan(5000);
    for (const filter of filters) await listQuestions(server.database.db, filter, { wordLists: lists });
    await lists.settled();
    expect(lists.entriesHeld).toBe(held);
    // "lanterns" is a new typed word of a held stem (and no tag): its stem's list is kept, not read again.
    expect(await memoryPage(lists, 'lanterns', 'relevance', 0)).toEqual(await sqlPage('lanterns', 'relevance', 0));
    expect(lists.entriesHeld).toBe(held);
  });

  it('stops reading when asked: reads waiting their turn are dropped, searches still answer', async () => {
    const lists = new WordLists();
    const filters = ['lantern', 'wick', 'beacon', 'torch', 'flare'].map((q) => filterOf(q, 'relevance', 0));
    // Each search asks for its word's lists at once; the first read starts, four wait their turn.
    const searched = Promise.all(
      filters.map((filter) => listQuestions(server.database.db, filter, { wordLists: lists })),
    );
    await lists.stop();
    await searched;
    const held = lists.entriesHeld;
    // The first read may have finished; the four words waiting behind it were never read.
    expect(
      filters.filter((filter) => lists.read(server.database.db, [filter.search.text]) !== null).length,
    ).toBeLessThan(2);
    for (const filter of filters) {
      const page = await listQuestions(server.database.db, filter, { wordLists: lists });
      expect(idsOf(page)).toEqual(await sqlPage(filter.search.text, 'relevance', 0));
    }
    await lists.settled();
    expect(lists.entriesHeld).toBe(held);
  });

  it('answers through the API the same before and after the lists are held', async () => {
    for (const q of ['lantern', 'beacon signal']) {
      let response: Response | undefined;
      // The first answers come the SQL way while the server reads the lists; all are equal.
      for (let round = 0; round < 3; round++) {
        response = await server.request(`/api/community/questions?q=${encodeURIComponent(q)}&limit=${LIMIT}`);
        expect(response.status).toBe(200);
        const ids = ((await response.json()) as QuestionSummary[]).map((card) => card.id);
        expect(ids, q).toEqual((await sqlPage(q, 'relevance', 0)).ids);
      }
      expect(response?.headers.get('x-total-count')).toBe(String((await sqlPage(q, 'relevance', 0)).total));
    }
  });
});

describe('question ids held by ordinal', () => {
  it('tells apart ids whose first 53 bits agree, and orders ids as PostgreSQL orders uuids', () => {
    const ids = new QuestionIds();
    const first = Buffer.from('0123456789abcdef0000000000000001', 'hex');
    const twin = Buffer.from('0123456789abcdef0000000000000002', 'hex');
    const later = Buffer.from('ff23456789abcdef0000000000000000', 'hex');
    const a = ids.ordinalOf(first, 0);
    const b = ids.ordinalOf(twin, 0);
    const c = ids.ordinalOf(later, 0);
    expect(new Set([a, b, c]).size).toBe(3);
    expect([ids.find(first, 0), ids.find(twin, 0), ids.find(later, 0)]).toEqual([a, b, c]);
    expect(ids.ordinalOf(Buffer.concat([later, twin]), 16)).toBe(b);
    expect(ids.find(Buffer.from('0123456789abcdef0000000000000003', 'hex'), 0)).toBeUndefined();
    expect(ids.hex(b)).toBe('0123456789abcdef0000000000000002');
    expect(ids.compare(a, b)).toBeLessThan(0);
    expect(ids.compare(c, b)).toBeGreaterThan(0);
    expect(ids.compare(b, b)).toBe(0);
  });
});
