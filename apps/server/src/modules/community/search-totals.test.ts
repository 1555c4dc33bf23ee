import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { COUNT_CAP, RANKED_CANDIDATES } from './repository.ts';

// A ranked search takes its total from its candidates when they are fewer than the candidate
// limit and counts separately otherwise; both ways must give the same totals as a plain sort.
describe('community search totals around the candidate limit', () => {
  let server: TestApp;
  const sizes = { fewer: RANKED_CANDIDATES - 1, equal: RANKED_CANDIDATES, more: RANKED_CANDIDATES + 1 };

  beforeAll(async () => {
    server = await startTestApp();
    // Every question has "common" in its title; each group has its own word.
    for (const [word, count] of Object.entries(sizes)) {
      await server.database.pool.query(
        `insert into community_questions (title, body, tags)
         select 'common ' || $1 || ' question ' || n, 'body', array['totals']
         from generate_series(1, $2::int) n`,
        [word, count],
      );
    }
  });
  afterAll(() => server.close());

  const totals = async (query: string, sort: string) => {
    const response = await server.request(`/api/community/questions?q=${query}&sort=${sort}`);
    expect(response.status).toBe(200);
    return [response.headers.get('x-total-count'), response.headers.get('x-total-count-capped')];
  };

  it.each(Object.entries(sizes))('counts %s matches than the limit exactly', async (word, count) => {
    expect(await totals(word, 'relevance')).toEqual([String(count), null]);
    expect(await totals(word, 'newest')).toEqual([String(count), null]);
  });

  // A word that is also a tag reads only the ranked candidates and counts apart when they fill up.
  it.each([RANKED_CANDIDATES - 1, RANKED_CANDIDATES + 1])('counts %s matches through a tag exactly', async (count) => {
    const tag = `tagged${count}`;
    await server.database.pool.query(
      `insert into community_questions (title, body, tags)
       select 'Question ' || n, 'body', array[$1] from generate_series(1, $2::int) n`,
      [tag, count],
    );
    expect(await totals(`${tag}%20question`, 'relevance')).toEqual([String(count), null]);
    expect(await totals(`${tag}%20question`, 'newest')).toEqual([String(count), null]);
  });

  it('caps the total of a search matching more than the cap', async () => {
    const all = sizes.fewer + sizes.equal + sizes.more;
    expect(all).toBeGreaterThan(COUNT_CAP);
    expect(await totals('common', 'relevance')).toEqual([String(COUNT_CAP), 'true']);
    expect(await totals('common', 'newest')).toEqual([String(COUNT_CAP), 'true']);
    // Several words, read up to the cap at once, and through a tag.
    expect(await totals('common%20question', 'relevance')).toEqual([String(COUNT_CAP), 'true']);
    expect(await totals('totals%20question', 'relevance')).toEqual([String(COUNT_CAP), 'true']);
  });
});
