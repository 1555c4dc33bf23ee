import type { Answer, QuestionSummary } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { ask, clientFor } from './test-client.ts';

describe('community search through answers', () => {
  let server: TestApp;
  let asker: string;
  let helper: string;
  let as: ReturnType<typeof clientFor>;

  beforeAll(async () => {
    server = await startTestApp();
    as = clientFor(server);
    asker = (await createTestUser(server)).accessToken;
    helper = (await createTestUser(server)).accessToken;
  });
  afterAll(() => server.close());

  const answer = async (questionId: string, body: string): Promise<Answer> => {
    const response = await as(helper).send('POST', `/api/community/questions/${questionId}/answers`, { body });
    expect(response.status).toBe(201);
    return (await response.json()) as Answer;
  };
  const search = async (q: string) => {
    const response = await as(undefined).get(`/api/community/questions?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const cards = (await response.json()) as QuestionSummary[];
    return { titles: cards.map((card) => card.title), total: Number(response.headers.get('x-total-count')) };
  };

  it('finds a word that only an answer contains, ranked below questions that contain it themselves', async () => {
    const onlyAnswered = await ask(server, asker, { title: 'Growing arrays', body: 'My array is full.', tags: 'c' });
    // Many occurrences in the answer: full-text rank alone would put this question first.
    await answer(onlyAnswered.id, Array.from({ length: 30 }, () => 'Reallocate the buffer.').join(' '));
    await ask(server, asker, { title: 'Vectors and memory', body: 'When does a vector reallocate?', tags: 'cpp' });
    await ask(server, asker, { title: 'Why reallocate at all', body: 'Some text.', tags: 'memory' });

    expect(await search('reallocate')).toEqual({
      titles: ['Why reallocate at all', 'Vectors and memory', 'Growing arrays'],
      total: 3,
    });
    // Other orders list the answer-only match too.
    const newest = await as(undefined).get('/api/community/questions?q=reallocate&sort=newest');
    expect(((await newest.json()) as QuestionSummary[]).map((card) => card.title)).toContain('Growing arrays');
  });

  it('follows an answer being edited, hidden by a moderator and deleted', async () => {
    const question = await ask(server, asker, { title: 'Sorting a dictionary', body: 'By value?', tags: 'python' });
    const posted = await answer(question.id, 'Use sorted with a lambda key.');
    expect((await search('lambda')).titles).toEqual(['Sorting a dictionary']);

    const edited = await as(helper).send('PUT', `/api/community/answers/${posted.id}`, {
      body: 'Use itemgetter from the operator module as the key.',
    });
    expect(edited.status).toBe(200);
    expect((await search('lambda')).titles).toEqual([]);
    expect((await search('itemgetter')).titles).toEqual(['Sorting a dictionary']);

    await server.database.pool.query(`update community_answers set hidden_at = now() where id = $1`, [posted.id]);
    expect((await search('itemgetter')).titles).toEqual([]);
    await server.database.pool.query(`update community_answers set hidden_at = null where id = $1`, [posted.id]);
    expect((await search('itemgetter')).titles).toEqual(['Sorting a dictionary']);

    const deleted = await as(helper).send('DELETE', `/api/community/answers/${posted.id}`);
    expect(deleted.status).toBe(204);
    expect((await search('itemgetter')).titles).toEqual([]);
  });

  it('keeps the words of answers posted at the same moment to one question', async () => {
    const question = await ask(server, asker, { title: 'Parallel answers', body: 'Anyone?', tags: 'misc' });
    const words = ['aardvark', 'bandicoot', 'capybara', 'dugong', 'echidna', 'fossa'];
    await Promise.all(words.map((word) => answer(question.id, `Try the ${word} approach.`)));
    for (const word of words) expect((await search(word)).titles).toEqual(['Parallel answers']);
  });
});
