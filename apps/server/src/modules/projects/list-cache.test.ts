import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@hammurabi/shared';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';
import { ProjectListCache } from './list-cache.ts';

// The list remembers serialised pages per caller and database snapshot: these cases change the data
// between two identical requests in every way a list depends on, and expect the change at once.
describe('remembered project lists', () => {
  let server: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let other: pg.Client;

  beforeAll(async () => {
    server = await startTestApp();
    alice = await createTestUser(server, { username: 'alice_lc' });
    bob = await createTestUser(server, { username: 'bob_lc' });
    // A connection of its own, as another server process on the same database would write.
    other = new pg.Client({ connectionString: server.database.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await server.close();
  });

  async function list(user: TestUser): Promise<Project[]> {
    const response = await server.request('/api/projects/', { headers: authHeaders(user.accessToken) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return (await response.json()) as Project[];
  }

  async function send(user: TestUser, method: string, path: string, body?: unknown): Promise<Response> {
    const response = await server.request(path, { method, body, headers: authHeaders(user.accessToken) });
    expect(response.status).toBeLessThan(300);
    return response;
  }

  it('answers each caller their own list, and the change made in between', async () => {
    const created = (await (
      await send(alice, 'POST', '/api/projects', { title: 'Kept', language: 'go', visibility: 'public' })
    ).json()) as Project;
    expect((await list(alice)).map((project) => project.title)).toEqual(['Kept']);
    expect(await list(alice)).toEqual(await list(alice));
    expect(await list(bob)).toEqual([]);

    await send(alice, 'PUT', `/api/projects/${created.id}`, { title: 'Renamed' });
    expect((await list(alice)).map((project) => project.title)).toEqual(['Renamed']);

    // Another user's star changes the count in Alice's list.
    await send(bob, 'POST', `/api/projects/${created.id}/star`);
    expect((await list(alice))[0]).toMatchObject({ star_count: 1, starred: false });

    // A write by another connection (another server process) is seen by the next request.
    await other.query(
      // The profile, made at sign-up, is where the name lives (#35).
      `update profiles set username = 'alice_renamed' where user_id = $1`,
      [alice.id],
    );
    expect((await list(alice))[0]?.owner?.username).toBe('alice_renamed');
    await other.query(`update projects set title = 'From elsewhere' where id = $1`, [created.id]);
    expect((await list(alice))[0]?.title).toBe('From elsewhere');

    await send(alice, 'POST', `/api/projects/${created.id}/collaborators`, { username: 'bob_lc' });
    expect((await list(bob)).map((project) => project.id)).toEqual([created.id]);
  });

  it('stops answering a list once the session is signed out', async () => {
    const carol = await createTestUser(server, { username: 'carol_lc' });
    await send(carol, 'POST', '/api/projects', { title: 'Private plan', language: 'go' });
    expect(await list(carol)).toHaveLength(1);
    await server.request('/auth/v1/logout', {
      method: 'POST',
      headers: { apikey: server.app.auth.keys.anonKey, authorization: `Bearer ${carol.accessToken}` },
    });
    // Signed out, the same token reads as anonymous: public projects only.
    expect((await list(carol)).map((project) => project.title)).not.toContain('Private plan');
  });

  it('drops the least recently used pages beyond its budget', () => {
    const cache = new ProjectListCache(2);
    cache.set('a', { snapshot: 's1', body: '[]', total: 0 });
    cache.set('b', { snapshot: 's1', body: '[]', total: 0 });
    expect(cache.get('a', 's1')).not.toBeNull();
    cache.set('c', { snapshot: 's1', body: '[]', total: 0 });
    expect(cache.get('b', 's1')).toBeNull();
    expect(cache.get('a', 's1')).not.toBeNull();
    expect(cache.get('a', 's2')).toBeNull();
  });
});
