import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../test/users.ts';

describe('caching of authenticated answers', () => {
  let server: TestApp;
  let user: TestUser;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestApp();
    user = await createTestUser(server);
    const created = await server.request('/api/projects', {
      method: 'POST',
      body: { title: 'Cached?', language: 'python', visibility: 'public' },
      headers: authHeaders(user.accessToken),
    });
    projectId = ((await created.json()) as { id: string }).id;
  });
  afterAll(() => server.close());

  it('marks every successful signed-in GET of the API no-store', async () => {
    const openapi = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.entries(openapi.paths)
      .filter(([path, operations]) => path.startsWith('/api/') && 'get' in operations)
      .map(([path]) => path.replace('{id}', projectId))
      .filter((path) => !path.includes('{') && !path.endsWith('/stream'));
    expect(paths).toEqual(expect.arrayContaining([`/api/projects/${projectId}`, '/api/ai/conversations']));
    let checked = 0;
    for (const path of paths) {
      const response = await server.request(path, { headers: authHeaders(user.accessToken) });
      if (response.status !== 200 || !response.headers.get('content-type')?.includes('json')) continue;
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('leaves anonymous answers to the normal rules', async () => {
    const response = await server.request(`/api/projects/${projectId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});
