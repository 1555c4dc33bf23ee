import type { Answer, QuestionDetail, QuestionSummary } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { ask, clientFor } from './test-client.ts';

describe('community questions and answers API', () => {
  let server: TestApp;
  let asker: string;
  let helper: string;
  let helperId: string;
  let as: ReturnType<typeof clientFor>;

  beforeAll(async () => {
    server = await startTestApp();
    as = clientFor(server);
    asker = (await createTestUser(server, { username: 'asker' })).accessToken;
    const helperUser = await createTestUser(server, { username: 'helper' });
    helper = helperUser.accessToken;
    helperId = helperUser.id;
  });
  afterAll(() => server.close());

  async function answer(token: string, questionId: string, body: string): Promise<Answer> {
    const response = await as(token).send('POST', `/api/community/questions/${questionId}/answers`, { body });
    expect(response.status).toBe(201);
    return (await response.json()) as Answer;
  }

  async function detail(id: string, token?: string): Promise<QuestionDetail> {
    const response = await as(token).get(`/api/community/questions/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as QuestionDetail;
  }

  it('posts a question with cleaned tags, and every visitor reads it', async () => {
    const question = await ask(server, asker, {
      title: '  How do I reverse a list?  ',
      body: 'I tried `list.reverse()`.',
      tags: ' Python, , LISTS,python ',
    });
    expect(question).toMatchObject({
      title: 'How do I reverse a list?',
      tags: ['python', 'lists'],
      author: { username: 'asker' },
      upvotes: 0,
      downvotes: 0,
      answer_count: 0,
      is_resolved: false,
      my_vote: 0,
      answers: [],
    });
    expect(question.author?.avatar_seed).toBe(question.author?.id);
    const visitorView = await detail(question.id);
    expect(visitorView.body).toBe('I tried `list.reverse()`.');
    const list = await as(undefined).get('/api/community/questions');
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(((await list.json()) as QuestionSummary[])[0]?.title).toBe('How do I reverse a list?');
  });

  it('refuses bad input with a readable detail', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ title: '   ', body: 'x', tags: 'a' }, /Title is required/],
      [{ title: 'A title', body: ' \n ', tags: 'a' }, /Body is required/],
      [{ title: 'A title', body: 'x', tags: ' , ' }, /at least one tag/],
      [{ title: 'A title', body: 'x', tags: 'a,b,c,d,e,f' }, /at most 5 tags/],
      [{ title: 'A title', body: 'x', tags: ['x'.repeat(33)] }, /at most 32 characters/],
      [{ title: 'x'.repeat(151), body: 'x', tags: 'a' }, /at most 150 characters/],
      [{ title: 'A title', body: 'x'.repeat(30_001), tags: 'a' }, /at most 30000 characters/],
      [{ title: 'A title', body: 'x', tags: 'a', extra: true }, /extra/],
    ];
    for (const [body, detailPattern] of cases) {
      const response = await as(asker).send('POST', '/api/community/questions', body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { detail: string }).detail).toMatch(detailPattern);
    }
    const badSort = await as(undefined).get('/api/community/questions?sort=hot');
    expect(badSort.status).toBe(422);
  });

  it('asks visitors to sign in for every write', async () => {
    const question = await ask(server, asker, { title: 'Visitors read only', body: 'b', tags: 'meta' });
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/api/community/questions', { title: 't', body: 'b', tags: 'a' }],
      ['POST', `/api/community/questions/${question.id}/answers`, { body: 'hi' }],
      ['PUT', '/api/community/votes', { target_type: 'question', target_id: question.id, value: 1 }],
      ['POST', `/api/community/questions/${question.id}/accept`, { answer_id: null }],
      ['PUT', `/api/community/questions/${question.id}`, { title: 'x' }],
      ['DELETE', `/api/community/questions/${question.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const response = await as(undefined).send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ detail: 'User not authenticated' });
    }
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const unknown = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect((await as(undefined).get(`/api/community/questions/${unknown}`)).status).toBe(404);
    expect((await as(undefined).get('/api/community/questions/not-a-uuid')).status).toBe(404);
    expect((await as(helper).send('POST', `/api/community/questions/${unknown}/answers`, { body: 'x' })).status).toBe(
      404,
    );
    expect((await as(helper).send('PUT', `/api/community/answers/${unknown}`, { body: 'x' })).status).toBe(404);
    expect((await as(helper).send('DELETE', '/api/community/answers/nope')).status).toBe(404);
    const vote = await as(helper).send('PUT', '/api/community/votes', {
      target_type: 'answer',
      target_id: unknown,
      value: 1,
    });
    expect(vote.status).toBe(404);
    expect(await vote.json()).toEqual({ detail: 'Answer not found.' });
  });

  it('lets only authors edit and delete their posts', async () => {
    const question = await ask(server, asker, { title: 'Editing rules', body: 'first', tags: 'meta' });
    const reply = await answer(helper, question.id, 'An answer');
    const refused = await as(helper).send('PUT', `/api/community/questions/${question.id}`, { body: 'hijack' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'Only the author can edit this post.' });
    expect((await as(asker).send('PUT', `/api/community/answers/${reply.id}`, { body: 'hijack' })).status).toBe(403);
    expect((await as(asker).send('DELETE', `/api/community/answers/${reply.id}`)).status).toBe(403);

    const edited = await as(asker).send('PUT', `/api/community/questions/${question.id}`, {
      body: 'second',
      tags: 'Meta, Rules',
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ body: 'second', tags: ['meta', 'rules'], title: 'Editing rules' });
    const editedAnswer = await as(helper).send('PUT', `/api/community/answers/${reply.id}`, { body: 'Better answer' });
    expect(((await editedAnswer.json()) as Answer).body).toBe('Better answer');
    expect((await as(asker).send('PUT', `/api/community/questions/${question.id}`, {})).status).toBe(422);
  });

  it('hides a deleted question with answers but keeps the answers; removes an unanswered one', async () => {
    const answered = await ask(server, asker, { title: 'Soon deleted, answered', body: 'b', tags: 'meta' });
    const kept = await answer(helper, answered.id, 'Work worth keeping');
    expect((await as(asker).send('DELETE', `/api/community/questions/${answered.id}`)).status).toBe(204);
    expect((await as(undefined).get(`/api/community/questions/${answered.id}`)).status).toBe(404);
    const rows = await server.database.pool.query<{ deleted_at: Date | null }>(
      'select deleted_at from community_questions where id = $1',
      [answered.id],
    );
    expect(rows.rows[0]?.deleted_at).not.toBeNull();
    const answers = await server.database.pool.query<{ body: string }>(
      'select body from community_answers where id = $1',
      [kept.id],
    );
    expect(answers.rows[0]?.body).toBe('Work worth keeping');

    const lonely = await ask(server, asker, { title: 'Soon deleted, unanswered', body: 'b', tags: 'meta' });
    expect((await as(helper).send('DELETE', `/api/community/questions/${lonely.id}`)).status).toBe(403);
    expect((await as(asker).send('DELETE', `/api/community/questions/${lonely.id}`)).status).toBe(204);
    const gone = await server.database.pool.query('select 1 from community_questions where id = $1', [lonely.id]);
    expect(gone.rowCount).toBe(0);
    const list = (await (await as(undefined).get('/api/community/questions?q=deleted')).json()) as QuestionSummary[];
    expect(list).toEqual([]);
  });

  it('accepts answers only for the asker, moves and clears the mark, and orders answers', async () => {
    const question = await ask(server, asker, { title: 'Accept rules', body: 'b', tags: 'meta' });
    const first = await answer(helper, question.id, 'First answer');
    const second = await answer(asker, question.id, `Second answer ${'long '.repeat(40)}`);
    const other = await ask(server, asker, { title: 'Another question', body: 'b', tags: 'meta' });
    const foreign = await answer(helper, other.id, 'Elsewhere');

    const refused = await as(helper).send('POST', `/api/community/questions/${question.id}/accept`, {
      answer_id: first.id,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'Only the person who asked can accept an answer.' });
    const wrong = await as(asker).send('POST', `/api/community/questions/${question.id}/accept`, {
      answer_id: foreign.id,
    });
    expect(wrong.status).toBe(422);

    const accept = async (answerId: string | null) => {
      const response = await as(asker).send('POST', `/api/community/questions/${question.id}/accept`, {
        answer_id: answerId,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as QuestionDetail;
    };
    let view = await accept(second.id);
    expect(view.is_resolved).toBe(true);
    expect(view.answers.map((item) => [item.body.slice(0, 13), item.is_accepted])).toEqual([
      ['Second answer', true],
      ['First answer', false],
    ]);
    view = await accept(first.id);
    expect(view.answers.map((item) => item.is_accepted)).toEqual([true, false]);
    expect(view.answers[0]?.id).toBe(first.id);
    const card = (
      (await (await as(undefined).get('/api/community/questions?q=accept')).json()) as QuestionSummary[]
    )[0];
    expect(card).toMatchObject({ is_resolved: true, answer_count: 2, first_answer_preview: 'First answer' });
    view = await accept(null);
    expect(view.is_resolved).toBe(false);
    expect(view.accepted_answer_id).toBeNull();

    await accept(first.id);
    expect((await as(helper).send('DELETE', `/api/community/answers/${first.id}`)).status).toBe(204);
    view = await detail(question.id);
    expect(view).toMatchObject({ is_resolved: false, answer_count: 1 });
  });

  it('cuts the first answer preview to 150 characters plus an ellipsis', async () => {
    const question = await ask(server, asker, { title: 'Preview length check', body: 'b', tags: 'preview' });
    await answer(helper, question.id, `${'a'.repeat(100)}\n\n${'b'.repeat(100)}`);
    const cards = (await (await as(undefined).get('/api/community/questions?tag=preview')).json()) as QuestionSummary[];
    expect(cards[0]?.first_answer_preview).toBe(`${'a'.repeat(100)} ${'b'.repeat(49)}...`);
  });

  it('sorts newest, unanswered, active and by votes, filters by tag, and pages', async () => {
    const tag = 'sorting';
    const old = await ask(server, asker, { title: 'Sort one', body: 'b', tags: tag });
    const middle = await ask(server, asker, { title: 'Sort two', body: 'b', tags: tag });
    const recent = await ask(server, asker, { title: 'Sort three', body: 'b', tags: tag });
    await answer(helper, old.id, 'wakes the old one up');
    await as(helper).send('PUT', '/api/community/votes', { target_type: 'question', target_id: middle.id, value: 1 });
    const titles = async (query: string) => {
      const response = await as(undefined).get(`/api/community/questions?tag=${tag}&${query}`);
      return ((await response.json()) as QuestionSummary[]).map((item) => item.title);
    };
    expect(await titles('sort=newest')).toEqual(['Sort three', 'Sort two', 'Sort one']);
    expect(await titles('sort=unanswered')).toEqual(['Sort three', 'Sort two']);
    expect(await titles('sort=active')).toEqual(['Sort one', 'Sort three', 'Sort two']);
    expect(await titles('sort=votes')).toEqual(['Sort two', 'Sort three', 'Sort one']);
    expect(await titles('limit=2&offset=2')).toEqual(['Sort one']);
    const page = await as(undefined).get(`/api/community/questions?tag=${tag}&limit=1`);
    expect(page.headers.get('x-total-count')).toBe('3');
    // A page past the end is empty and still carries the count.
    const beyond = await as(undefined).get(`/api/community/questions?tag=${tag}&offset=10`);
    expect(await beyond.json()).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('3');
    expect(recent.tags).toEqual([tag]);
  });

  it('counts board activity toward the streak and awards community achievements once', async () => {
    const fresh = await createTestUser(server, { username: 'newcomer' });
    const question = await ask(server, fresh.accessToken, { title: 'My first question here', body: 'b', tags: 'meta' });
    const reply = await answer(helper, question.id, 'Welcome!');
    for (let round = 0; round < 2; round++) {
      await as(fresh.accessToken).send('POST', `/api/community/questions/${question.id}/accept`, {
        answer_id: reply.id,
      });
    }
    const earned = async (token: string) => {
      const response = await as(token).get('/api/dashboard/achievements');
      const list = (await response.json()) as Array<{ id: string; earned_at: string | null }>;
      return list.filter((item) => item.earned_at).map((item) => item.id);
    };
    expect(await earned(fresh.accessToken)).toEqual(['first-question']);
    expect(await earned(helper)).toEqual(expect.arrayContaining(['first-answer', 'first-accepted-answer']));
    const stats = await (await as(fresh.accessToken).get('/api/dashboard/stats')).json();
    expect(stats).toMatchObject({ learningStreak: 1, achievementCount: 1 });
    const rows = await server.database.pool.query<{ count: number }>(
      `select count(*)::int as count from user_achievements where user_id = $1 and achievement_id = 'first-accepted-answer'`,
      [helperId],
    );
    expect(rows.rows[0]?.count).toBe(1);
  });

  it('rate-limits posting per user', async () => {
    const busy = await createTestUser(server, { username: 'busy_poster' });
    const question = await ask(server, busy.accessToken, { title: 'Rate limit probe', body: 'b', tags: 'meta' });
    for (let index = 1; index < 20; index++) {
      await answer(busy.accessToken, question.id, `answer ${index}`);
    }
    const refused = await as(busy.accessToken).send('POST', `/api/community/questions/${question.id}/answers`, {
      body: 'one more',
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/Please wait a few minutes/);
    expect(
      (await as(helper).send('POST', `/api/community/questions/${question.id}/answers`, { body: 'others may' })).status,
    ).toBe(201);
  });
});
