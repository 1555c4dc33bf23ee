import pg from 'pg';
import { QuestionListSchema, type QuestionSummary } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondProcess, startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { ask, clientFor } from './test-client.ts';

// Question lists are remembered per database snapshot: between two identical requests these cases
// change what the list shows through this server, a second server on the same database and a
// bare connection, and expect every change in the very next answer of both servers.
describe('remembered question lists', () => {
  let server: TestApp;
  let second: Awaited<ReturnType<typeof startSecondProcess>>;
  let other: pg.Client;
  let author: string;
  let voter: string;
  let as: ReturnType<typeof clientFor>;

  beforeAll(async () => {
    server = await startTestApp();
    second = await startSecondProcess(server);
    other = new pg.Client({ connectionString: server.database.url });
    await other.connect();
    as = clientFor(server);
    author = (await createTestUser(server, { username: 'cache_author' })).accessToken;
    voter = (await createTestUser(server, { username: 'cache_voter' })).accessToken;
  });
  afterAll(async () => {
    await other.end();
    await second.close();
    await server.close();
  });

  const path = '/api/community/questions?q=kettle';

  async function listOn(target: Pick<TestApp, 'request'>): Promise<{ cards: QuestionSummary[]; total: string | null }> {
    const response = await target.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const cards = QuestionListSchema.parse(await response.json());
    return { cards, total: response.headers.get('x-total-count') };
  }

  const titles = async (target: Pick<TestApp, 'request'>) => (await listOn(target)).cards.map((card) => card.title);

  it('shows every write at once on both servers, whoever made it', async () => {
    const first = await ask(server, author, { title: 'Kettle boils dry', body: 'Why?', tags: 'kitchen' });
    expect(await titles(server)).toEqual(['Kettle boils dry']);
    expect(await titles(second)).toEqual(['Kettle boils dry']);
    expect(await listOn(server)).toEqual(await listOn(server));

    // A new question asked through this server appears on the second one too, with the count.
    await ask(server, author, { title: 'Kettle descaling kettle', body: 'Vinegar?', tags: 'kitchen' });
    expect(await listOn(second)).toMatchObject({ total: '2' });
    expect((await titles(server)).sort()).toEqual(['Kettle boils dry', 'Kettle descaling kettle']);

    // A vote through the second server changes the card this server remembered.
    const voted = await second.request('/api/community/votes', {
      method: 'PUT',
      body: { target_type: 'question', target_id: first.id, value: 1 },
      headers: { authorization: `Bearer ${voter}` },
    });
    expect(voted.status).toBe(200);
    const card = async (target: Pick<TestApp, 'request'>) =>
      (await listOn(target)).cards.find((item) => item.id === first.id);
    expect(await card(second)).toMatchObject({ upvotes: 1, score: 1 });
    expect(await card(server)).toMatchObject({ upvotes: 1, score: 1 });

    // A bare connection (any other process) renames it: both servers show the new title.
    await other.query(`update community_questions set title = 'Kettle whistles' where id = $1`, [first.id]);
    expect(await titles(server)).toContain('Kettle whistles');
    expect(await titles(second)).toContain('Kettle whistles');
  });

  it('shows a change only once its transaction commits', async () => {
    const question = await ask(server, author, { title: 'Kettle in a transaction', body: 'b', tags: 'kitchen' });
    const before = await titles(server);
    expect(before).toContain('Kettle in a transaction');
    await other.query('begin');
    await other.query(`update community_questions set title = 'Kettle committed' where id = $1`, [question.id]);
    // Still in progress: both servers answer the committed state.
    expect(await titles(server)).toEqual(before);
    expect(await titles(second)).toEqual(before);
    await other.query('commit');
    expect(await titles(server)).toContain('Kettle committed');
    expect(await titles(second)).toContain('Kettle committed');
  });

  it('keeps pages of different queries apart and answers visitors and members alike', async () => {
    const visitor = await (await as(undefined).get('/api/community/questions?q=kettle&limit=1')).json();
    const member = await (await as(voter).get('/api/community/questions?q=kettle&limit=1')).json();
    expect(visitor).toHaveLength(1);
    expect(member).toEqual(visitor);
    const secondPage = await (await as(undefined).get('/api/community/questions?q=kettle&limit=1&offset=1')).json();
    expect(secondPage).toHaveLength(1);
    expect(secondPage).not.toEqual(visitor);
  });
});
