import { SnippetListSchema, type Snippet, type SnippetSummary } from '@hammurabi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondProcess, startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';

// Snippet lists are remembered per caller and database snapshot: each case changes what a list
// shows between two identical requests and expects the change in the next answer of both servers.
describe('remembered snippet lists', () => {
  let server: TestApp;
  let second: Awaited<ReturnType<typeof startSecondProcess>>;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    server = await startTestApp();
    second = await startSecondProcess(server);
    alice = (await createTestUser(server, { username: 'alice_sc' })).accessToken;
    bob = (await createTestUser(server, { username: 'bob_sc' })).accessToken;
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : undefined);

  async function list(target: Pick<TestApp, 'request'>, token?: string): Promise<SnippetSummary[]> {
    const response = await target.request('/api/snippets?q=zeppelin', { headers: auth(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return SnippetListSchema.parse(await response.json());
  }

  async function send(target: Pick<TestApp, 'request'>, token: string, method: string, path: string, body?: unknown) {
    const response = await target.request(path, { method, body, headers: auth(token) });
    expect(response.status).toBeLessThan(300);
    return response;
  }

  it('answers each caller their own private snippets and likes, and every change at once', async () => {
    const created = (await (
      await send(server, alice, 'POST', '/api/snippets', {
        title: 'Zeppelin mooring',
        description: 'Ties it down.',
        code: 'moor()\n',
        visibility: 'private',
      })
    ).json()) as Snippet;
    expect((await list(server, alice)).map((item) => item.id)).toEqual([created.id]);
    expect(await list(server, bob)).toEqual([]);
    expect(await list(server)).toEqual([]);

    // Published through the second server: visitors and Bob see it here at once.
    await send(second, alice, 'PUT', `/api/snippets/${created.id}`, { visibility: 'public' });
    expect((await list(server)).map((item) => item.id)).toEqual([created.id]);
    expect(await list(server, bob)).toMatchObject([{ liked: false, like_count: 0 }]);

    // Bob's like on this server: his remembered page and Alice's on the second server change.
    await send(server, bob, 'PUT', `/api/snippets/${created.id}/like`);
    expect(await list(server, bob)).toMatchObject([{ liked: true, like_count: 1 }]);
    expect(await list(second, alice)).toMatchObject([{ liked: false, like_count: 1 }]);
    expect(await list(second)).toMatchObject([{ like_count: 1 }]);

    await send(second, alice, 'DELETE', `/api/snippets/${created.id}`);
    expect(await list(server)).toEqual([]);
    expect(await list(server, bob)).toEqual([]);
  });
});
