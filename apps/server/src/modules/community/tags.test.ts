import type { TagCount } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { ask, clientFor } from './test-client.ts';

describe('community tags index', () => {
  let server: TestApp;
  let token: string;
  let as: ReturnType<typeof clientFor>;

  beforeAll(async () => {
    server = await startTestApp();
    as = clientFor(server);
    token = (await createTestUser(server)).accessToken;
    const asked = (title: string, tags: string[]) => ask(server, token, { title, body: 'b', tags });
    await asked('One', ['python', 'lists']);
    await asked('Two', ['python', 'javascript']);
    await asked('Three', ['python', 'c++']);
    await asked('Four', ['javascript', '100%']);
    const hidden = await asked('Hidden', ['python', 'hidden-only']);
    await server.database.pool.query(`update community_questions set hidden_at = now() where id = $1`, [hidden.id]);
    const deleted = await asked('Deleted', ['deleted-only']);
    expect((await as(token).send('DELETE', `/api/community/questions/${deleted.id}`)).status).toBe(204);
  });
  afterAll(() => server.close());

  const tags = async (query = '') => {
    const response = await as(undefined).get(`/api/community/tags${query}`);
    expect(response.status).toBe(200);
    return { body: (await response.json()) as TagCount[], total: Number(response.headers.get('x-total-count')) };
  };

  it('counts the live questions of each tag, most used first, then by name', async () => {
    expect(await tags()).toEqual({
      body: [
        { tag: 'python', count: 3 },
        { tag: 'javascript', count: 2 },
        { tag: '100%', count: 1 },
        { tag: 'c++', count: 1 },
        { tag: 'lists', count: 1 },
      ],
      total: 5,
    });
  });

  it('filters by a part of the tag, case-insensitively and literally, and pages', async () => {
    expect((await tags('?q=JAVA')).body).toEqual([{ tag: 'javascript', count: 2 }]);
    expect((await tags(`?q=${encodeURIComponent('%')}`)).body).toEqual([{ tag: '100%', count: 1 }]);
    expect((await tags(`?q=${encodeURIComponent('c+')}`)).body).toEqual([{ tag: 'c++', count: 1 }]);
    expect(await tags('?q=nothing')).toEqual({ body: [], total: 0 });
    expect(await tags('?limit=2&offset=1')).toEqual({
      body: [
        { tag: 'javascript', count: 2 },
        { tag: '100%', count: 1 },
      ],
      total: 5,
    });
  });

  it('counts a new question at once', async () => {
    await ask(server, token, { title: 'Five', body: 'b', tags: ['lists'] });
    expect((await tags('?q=lists')).body).toEqual([{ tag: 'lists', count: 2 }]);
  });

  it('answers bad input with 422 and a readable detail', async () => {
    for (const query of ['?limit=0', '?limit=abc', `?q=${'x'.repeat(40)}`, '?offset=-1', '?other=1']) {
      const response = await as(undefined).get(`/api/community/tags${query}`);
      expect(response.status, query).toBe(422);
      expect(((await response.json()) as { detail: string }).detail, query).toMatch(/\w/);
    }
  });
});
