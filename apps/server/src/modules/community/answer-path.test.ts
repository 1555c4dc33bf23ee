import type { Answer, QuestionDetail } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { ask, clientFor } from './test-client.ts';

describe('posting an answer and reading the question again', () => {
  let server: TestApp;
  let asker: string;
  let helper: { id: string; accessToken: string };
  let as: ReturnType<typeof clientFor>;

  beforeAll(async () => {
    server = await startTestApp();
    as = clientFor(server);
    asker = (await createTestUser(server, { username: 'path_asker' })).accessToken;
    helper = await createTestUser(server, { username: 'path_helper' });
  });
  afterAll(() => server.close());

  async function detail(id: string, token?: string): Promise<QuestionDetail> {
    const response = await as(token).get(`/api/community/questions/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as QuestionDetail;
  }

  it('a failure while counting the achievements keeps no answer, so a retry posts exactly one', async () => {
    const question = await ask(server, asker, { title: 'Counting fails after the insert', body: 'b', tags: 'x' });
    const pool = server.database.pool;
    // A real failure in the streak's table, for the helper alone, after the answer's insert.
    await pool.query(`create function refuse_activity() returns trigger language plpgsql as $$
      begin raise exception 'activity refused'; end $$`);
    await pool.query(`create trigger refuse_activity before insert or update on user_activity_days
      for each row when (new.user_id = '${helper.id}') execute function refuse_activity()`);
    const path = `/api/community/questions/${question.id}/answers`;
    const failed = await as(helper.accessToken).send('POST', path, { body: 'My answer' });
    expect(failed.status).toBe(500);
    expect((await detail(question.id)).answers).toEqual([]);

    await pool.query('drop trigger refuse_activity on user_activity_days');
    await pool.query('drop function refuse_activity()');
    const retried = await as(helper.accessToken).send('POST', path, { body: 'My answer' });
    expect(retried.status).toBe(201);
    const answers = (await detail(question.id)).answers;
    expect(answers.map((answer) => answer.body)).toEqual(['My answer']);
    expect(answers[0]?.id).toBe(((await retried.json()) as Answer).id);
    expect((await detail(question.id)).answer_count).toBe(1);
  });

  it('reading a question counts no view; a visit reported by the page does, except the author’s', async () => {
    const question = await ask(server, asker, { title: 'Views are reported once per visit', body: 'b', tags: 'x' });
    const views = `/api/community/questions/${question.id}/views`;
    expect((await as(helper.accessToken).send('POST', views)).status).toBe(204);
    // The answerer posts and the page reads the question again: no view for that.
    const posted = await as(helper.accessToken).send('POST', `/api/community/questions/${question.id}/answers`, {
      body: 'An answer',
    });
    expect(posted.status).toBe(201);
    await detail(question.id, helper.accessToken);
    await detail(question.id);
    expect((await detail(question.id)).view_count).toBe(1);

    expect((await as(undefined).send('POST', views)).status).toBe(204);
    expect((await as(asker).send('POST', views)).status).toBe(204);
    expect((await detail(question.id)).view_count).toBe(2);
  });

  it('a visit of a missing question is 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await as(undefined).send('POST', `/api/community/questions/${id}/views`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { detail: string }).detail).toBeTruthy();
    }
  });

  it('a hidden question counts no view but its author’s, and one reader cannot flood the counter', async () => {
    const question = await ask(server, asker, { title: 'Hidden from readers', body: 'b', tags: 'x' });
    const views = `/api/community/questions/${question.id}/views`;
    await server.database.pool.query(
      `update community_questions set hidden_at = now(), hidden_reason = 'spam' where id = $1`,
      [question.id],
    );
    expect((await as(helper.accessToken).send('POST', views)).status).toBe(404);
    expect((await as(asker).send('POST', views)).status).toBe(204);

    const flooder = (await createTestUser(server, { username: 'path_flooder' })).accessToken;
    const visible = await ask(server, asker, { title: 'Counted once a visit', body: 'b', tags: 'x' });
    const statuses: number[] = [];
    for (let visit = 0; visit < 61; visit += 1) {
      statuses.push((await as(flooder).send('POST', `/api/community/questions/${visible.id}/views`)).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });
});
