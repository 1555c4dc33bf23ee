import { QuestionListSchema, type QuestionSummary } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';
import { toQuestionDetail } from './mapper.ts';
import { findQuestion, listAnswers } from './repository.ts';
import { ask, clientFor } from './test-client.ts';

// PostgreSQL writes the list's JSON, and each answer's preview is a stored column. A card must be,
// byte for byte, what Node writes for the same question on its own page (the fields they share,
// mapped by `toQuestionDetail`), with the preview of the answer shown first there.
describe('question cards written by PostgreSQL', () => {
  let server: TestApp;
  let asker: TestUser;
  let helper: TestUser;
  let as: ReturnType<typeof clientFor>;

  async function answer(questionId: string, body: string): Promise<string> {
    const response = await as(helper.accessToken).send('POST', `/api/community/questions/${questionId}/answers`, {
      body,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function previewOf(body: string): Promise<string> {
    const question = await ask(server, asker.accessToken, { title: 'Preview of an answer', body: 'b', tags: 'pv' });
    const id = await answer(question.id, body);
    const { rows } = await server.database.pool.query<{ preview: string }>(
      'select preview from community_answers where id = $1',
      [id],
    );
    return rows[0]!.preview;
  }

  beforeAll(async () => {
    server = await startTestApp();
    as = clientFor(server);
    asker = await createTestUser(server, { username: 'json_asker' });
    helper = await createTestUser(server, { username: 'json_helper', fullName: 'Helper "H" \\ Ünïcode' });
    const awkward = await ask(server, asker.accessToken, {
      title: 'Cardword "quoted" \\ back ☃ 😀',
      body: 'b',
      tags: 'q"uote, ü',
    });
    const first = await answer(awkward.id, 'Use **this**: `x`\n\n- a [link](https://example.com)');
    await answer(awkward.id, 'A second answer');
    const pool = server.database.pool;
    // Text the API would not let in, times with microseconds, a vote and an accepted answer.
    await pool.query(
      `update community_questions set title = title || E' ctl \\u0001 \\t tab \\n line \\u2028 sep \\u007f',
         created_at = '2026-01-02 03:04:05.987654+00', last_activity_at = '2026-01-02 03:04:05.000999+00',
         up_count = 3, down_count = 1, view_count = 7, accepted_answer_id = $2
       where id = $1`,
      [awkward.id, first],
    );
    await ask(server, asker.accessToken, { title: 'Cardword without answers', body: 'b', tags: 'cardword' });
    // A question whose author deleted their account, and one by an author known only from sign-up data.
    const orphan = await ask(server, helper.accessToken, { title: 'Cardword orphan', body: 'b', tags: 'cardword' });
    await pool.query('update community_questions set author_id = null where id = $1', [orphan.id]);
    await pool.query('delete from profiles where user_id = $1', [helper.id]);
    await ask(server, helper.accessToken, { title: 'Cardword by sign-up name', body: 'b', tags: 'cardword' });
  });
  afterAll(() => server.close());

  it.each([
    'q=cardword',
    'q=cardword&sort=votes',
    'tag=cardword&sort=newest',
    'q=cardword%20quoted',
    'q=%22cardword%22',
    'sort=active&limit=50',
  ])('answers what Node writes for %s', async (query) => {
    const response = await as(undefined).get(`/api/community/questions?${query}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    const cards = QuestionListSchema.parse(JSON.parse(body));
    expect(cards.length).toBeGreaterThan(0);
    const expected = await Promise.all(
      cards.map(async (card): Promise<QuestionSummary> => {
        const record = await findQuestion(server.database.db, card.id, null);
        if (!record) throw new Error(`question ${card.id} is gone`);
        const detail = toQuestionDetail(record, await listAnswers(server.database.db, card.id, null));
        const { rows } = await server.database.pool.query<{ preview: string }>(
          'select preview from community_answers where id = $1',
          [detail.answers[0]?.id ?? null],
        );
        return {
          id: detail.id,
          title: detail.title,
          tags: detail.tags,
          author: detail.author,
          created_at: detail.created_at,
          last_activity_at: detail.last_activity_at,
          upvotes: detail.upvotes,
          downvotes: detail.downvotes,
          score: detail.score,
          answer_count: detail.answer_count,
          view_count: detail.view_count,
          is_resolved: detail.is_resolved,
          first_answer_preview: rows[0]?.preview ?? null,
        };
      }),
    );
    expect(body).toBe(JSON.stringify(expected));
  });

  it('shows the accepted answer as plain words, times as the API writes them, and null for a gone author', async () => {
    const cards = (await (await as(undefined).get('/api/community/questions?q=cardword')).json()) as QuestionSummary[];
    const awkward = cards.find((card) => card.title.startsWith('Cardword "quoted"'));
    expect(awkward).toMatchObject({
      first_answer_preview: 'Use this: x a link',
      created_at: '2026-01-02T03:04:05.987Z',
      last_activity_at: '2026-01-02T03:04:05.000Z',
      score: 2,
      is_resolved: true,
      author: { username: 'json_asker' },
    });
    expect(awkward?.author?.avatar_seed).toBe(asker.id);
    expect(cards.find((card) => card.title === 'Cardword orphan')?.author).toBeNull();
    expect(cards.find((card) => card.title === 'Cardword by sign-up name')?.author).toMatchObject({
      username: 'json_helper',
      full_name: 'Helper "H" \\ Ünïcode',
    });
    expect(cards.find((card) => card.title === 'Cardword without answers')?.first_answer_preview).toBeNull();
  });

  it('answers an empty array when nothing matches, on the first page and past the end', async () => {
    for (const query of ['q=nosuchwordanywhere', 'q=cardword&offset=500']) {
      const response = await as(undefined).get(`/api/community/questions?${query}`);
      expect(await response.text(), query).toBe('[]');
      expect(response.headers.get('x-total-count'), query).toBe(query.includes('offset') ? '4' : '0');
    }
  });

  describe('the stored preview of an answer', () => {
    it('keeps a short answer whole, whitespace collapsed', async () => {
      expect(await previewOf('Use  a\nset.\u00a0\u2003Done')).toBe('Use a set. Done');
    });

    it('cuts a long answer to 150 characters plus an ellipsis, and leaves exactly 150 alone', async () => {
      expect(await previewOf('x'.repeat(151))).toBe(`${'x'.repeat(150)}...`);
      expect(await previewOf('y'.repeat(150))).toBe('y'.repeat(150));
      // Characters, not UTF-16 units: an emoji counts once.
      expect(await previewOf('😀'.repeat(151))).toBe(`${'😀'.repeat(150)}...`);
    });

    it('shows Markdown as plain words', async () => {
      expect(
        await previewOf(
          '## Fix\n\nUse **`items.reverse()`**, see [the docs](https://docs.python.org) ![logo](x.png).\n\n' +
            '> quoted\n1. first\n* __strong__\n\n```python\nx = 1\n```\n~~~\ny\n~~~',
        ),
      ).toBe('Fix Use items.reverse(), see the docs logo. quoted first strong x = 1 y');
    });

    it('stores answers made to defeat a pattern, at the largest size allowed', async () => {
      for (const body of ['**a'.repeat(10_000), '[a'.repeat(15_000), '![a]('.repeat(6_000), ' \n#'.repeat(10_000)]) {
        expect((await previewOf(body)).length).toBeLessThanOrEqual(153);
      }
    });

    it('follows an edit of the answer', async () => {
      const question = await ask(server, asker.accessToken, { title: 'Edited preview', body: 'b', tags: 'pv' });
      const id = await answer(question.id, 'Before');
      const edited = await as(helper.accessToken).send('PUT', `/api/community/answers/${id}`, { body: '**After**' });
      expect(edited.status).toBe(200);
      const cards = (await (await as(undefined).get('/api/community/questions?q=edited')).json()) as QuestionSummary[];
      expect(cards.find((card) => card.id === question.id)?.first_answer_preview).toBe('After');
    });
  });
});
