import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@hammurabi/shared';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';

describe('projects API', () => {
  let server: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    server = await startTestApp();
    alice = (await createTestUser(server, { username: 'alice_p' })).accessToken;
    bob = (await createTestUser(server, { username: 'bob_p' })).accessToken;
  });
  afterAll(() => server.close());

  const as = (token: string | undefined) => ({
    get: (path: string) => server.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
    send: (method: string, path: string, body?: unknown) =>
      server.request(path, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} }),
  });

  async function create(token: string, body: Record<string, unknown>): Promise<Project> {
    const response = await as(token).send('POST', '/api/projects/', body);
    expect(response.status).toBe(201);
    return (await response.json()) as Project;
  }

  it('creates a project with the spec payload and answers id and title', async () => {
    const project = await create(alice, {
      title: 'Todo API',
      description: 'A REST service',
      language: 'TypeScript',
      framework: 'Node.js',
      visibility: 'public',
      tags: ['api', ' rest ', 'API'],
    });
    expect(project).toMatchObject({
      title: 'Todo API',
      description: 'A REST service',
      language: 'typescript',
      framework: 'node.js',
      visibility: 'public',
      tags: ['api', 'rest'],
      role: 'owner',
      star_count: 0,
      fork_count: 0,
      file_count: 0,
      forked_from: null,
      owner: { username: 'alice_p' },
    });
    expect(project.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('defaults to private and keeps it from others', async () => {
    const secret = await create(alice, { title: 'Secret', language: 'go' });
    expect(secret.visibility).toBe('private');
    expect((await as(bob).get(`/api/projects/${secret.id}`)).status).toBe(404);
    expect((await as(undefined).get(`/api/projects/${secret.id}`)).status).toBe(404);
    const listed = (await (await as(bob).get('/api/projects/?visibility=public')).json()) as Project[];
    expect(listed.map((project) => project.id)).not.toContain(secret.id);
  });

  it.each([
    [{ title: '', language: 'python' }, 'title: Title is required.'],
    [{ title: 'x', language: 'cobol' }, 'language: Language must be one of'],
    [{ title: 'x', language: 'go', framework: 'rails' }, 'framework: Framework must be one of'],
    [{ title: 'x'.repeat(121), language: 'go' }, 'title: Title must be at most 120 characters.'],
    [{ title: 'x', language: 'go', description: 'd'.repeat(2001) }, 'description: Description must be at most 2000'],
    [{ title: 'x', language: 'go', owner_id: 'me' }, 'Unrecognized key'],
  ])('refuses %j with 422 and a readable detail', async (body, detail) => {
    const response = await as(alice).send('POST', '/api/projects', body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toContain(detail);
  });

  it('needs a session to create', async () => {
    const response = await as(undefined).send('POST', '/api/projects', { title: 'x', language: 'go' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'User not authenticated' });
  });

  it('lists own and shared projects newest first, with search and pages', async () => {
    const carol = await createTestUser(server, { username: 'carol_p' });
    const token = carol.accessToken;
    const first = await create(token, { title: 'Weather Station', description: 'Reads sensors', language: 'python' });
    const second = await create(token, { title: 'Chess engine', description: 'Minimax search', language: 'rust' });
    const third = await create(token, { title: 'Blog', description: 'Static site', language: 'javascript' });
    const shared = await create(alice, { title: 'Shared with Carol', language: 'go' });
    const added = await as(alice).send('POST', `/api/projects/${shared.id}/collaborators`, {
      username: 'CAROL_P',
      role: 'viewer',
    });
    expect(added.status).toBe(201);

    const all = await as(token).get('/api/projects/');
    expect(all.headers.get('x-total-count')).toBe('4');
    const titles = ((await all.json()) as Project[]).map((project) => project.title);
    expect(titles).toEqual(['Shared with Carol', 'Blog', 'Chess engine', 'Weather Station']);

    const viewerRole = ((await (await as(token).get(`/api/projects/${shared.id}`)).json()) as Project).role;
    expect(viewerRole).toBe('viewer');

    for (const [q, expected] of [
      ['SENSOR', [first.id]],
      ['rust', [second.id]],
      ['chess', [second.id]],
      ['50%_', []],
    ] as const) {
      const found = (await (await as(token).get(`/api/projects?q=${encodeURIComponent(q)}`)).json()) as Project[];
      expect(found.map((project) => project.id)).toEqual(expected);
    }

    const page = await as(token).get('/api/projects?limit=2&offset=2');
    expect(((await page.json()) as Project[]).map((project) => project.id)).toEqual([second.id, first.id]);
    expect(page.headers.get('x-total-count')).toBe('4');
    const beyond = await as(token).get('/api/projects?limit=2&offset=10');
    expect(await beyond.json()).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('4');
    expect(third.id).toBeTruthy();
  });

  it('lists public projects for anonymous visitors', async () => {
    const open = await create(bob, { title: 'Open source thing', language: 'ruby', visibility: 'public' });
    const anonymous = (await (await as(undefined).get('/api/projects')).json()) as Project[];
    expect(anonymous.every((project) => project.visibility === 'public')).toBe(true);
    expect(anonymous.map((project) => project.id)).toContain(open.id);
    expect(anonymous.find((project) => project.id === open.id)?.role).toBeNull();
  });

  it('refuses bad list parameters', async () => {
    expect((await as(alice).get('/api/projects?limit=0')).status).toBe(422);
    expect((await as(alice).get('/api/projects?limit=101')).status).toBe(422);
    expect((await as(alice).get('/api/projects?visibility=private')).status).toBe(422);
  });

  it('answers 404 for ids that are not uuids', async () => {
    expect((await as(alice).get('/api/projects/not-a-uuid')).status).toBe(404);
  });

  it('updates fields and bumps updated_at; keeps unspecified fields', async () => {
    const project = await create(alice, { title: 'Before', language: 'go', tags: ['a'] });
    const response = await as(alice).send('PUT', `/api/projects/${project.id}`, {
      title: 'After',
      framework: 'Spring Boot',
      tags: 'x, y' as unknown,
    });
    expect(response.status).toBe(422);
    const ok = await as(alice).send('PUT', `/api/projects/${project.id}`, { title: 'After', framework: 'Spring Boot' });
    const updated = (await ok.json()) as Project;
    expect(updated).toMatchObject({ title: 'After', framework: 'spring-boot', tags: ['a'], language: 'go' });
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(project.updated_at).getTime());
    expect((await as(alice).send('PUT', `/api/projects/${project.id}`, {})).status).toBe(422);
  });

  it('stars idempotently and counts stars', async () => {
    const project = await create(alice, { title: 'Starry', language: 'go', visibility: 'public' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const starred = await as(bob).send('POST', `/api/projects/${project.id}/star`);
      expect(await starred.json()).toEqual({ starred: true, star_count: 1 });
    }
    const seen = (await (await as(bob).get(`/api/projects/${project.id}`)).json()) as Project;
    expect(seen).toMatchObject({ starred: true, star_count: 1 });
    expect(await (await as(bob).send('DELETE', `/api/projects/${project.id}/star`)).json()).toEqual({
      starred: false,
      star_count: 0,
    });
  });

  it('forks a readable project with its files into a private copy', async () => {
    const source = await create(alice, { title: 'Original', language: 'python', visibility: 'public', tags: ['t'] });
    await as(alice).send('POST', `/api/projects/${source.id}/files`, { filename: 'a.py', content: 'print("a")\n' });
    await as(alice).send('POST', `/api/projects/${source.id}/files`, { filename: 'lib/b.py', content: 'B = 2\n' });
    const response = await as(bob).send('POST', `/api/projects/${source.id}/fork`, { title: 'My copy' });
    expect(response.status).toBe(201);
    const fork = (await response.json()) as Project;
    expect(fork).toMatchObject({
      title: 'My copy',
      visibility: 'private',
      role: 'owner',
      tags: ['t'],
      file_count: 2,
      forked_from: { id: source.id, title: 'Original' },
      owner: { username: 'bob_p' },
    });
    const files = (await (await as(bob).get(`/api/projects/${fork.id}/files`)).json()) as Array<{ filename: string }>;
    expect(files.map((file) => file.filename)).toEqual(['a.py', 'lib/b.py']);
    const sourceAfter = (await (await as(alice).get(`/api/projects/${source.id}`)).json()) as Project;
    expect(sourceAfter.fork_count).toBe(1);
  });

  it('deletes a project with its files', async () => {
    const project = await create(alice, { title: 'Doomed', language: 'go' });
    const file = await as(alice).send('POST', `/api/projects/${project.id}/files`, { filename: 'x.go' });
    const { id: fileId } = (await file.json()) as { id: string };
    expect((await as(alice).send('DELETE', `/api/projects/${project.id}`)).status).toBe(204);
    expect((await as(alice).get(`/api/projects/${project.id}`)).status).toBe(404);
    expect((await as(alice).get(`/api/projects/${project.id}/files/${fileId}`)).status).toBe(404);
  });

  it('manages collaborators with clear errors', async () => {
    const project = await create(alice, { title: 'Team', language: 'go' });
    const unknown = await as(alice).send('POST', `/api/projects/${project.id}/collaborators`, {
      username: 'nobody_here',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'No user has the username "nobody_here".' });
    const self = await as(alice).send('POST', `/api/projects/${project.id}/collaborators`, { username: 'alice_p' });
    expect(self.status).toBe(409);
    const added = await as(alice).send('POST', `/api/projects/${project.id}/collaborators`, {
      username: 'bob_p',
      role: 'editor',
    });
    expect(added.status).toBe(201);
    const twice = await as(alice).send('POST', `/api/projects/${project.id}/collaborators`, { username: 'bob_p' });
    expect(twice.status).toBe(409);
    const badRole = await as(alice).send('POST', `/api/projects/${project.id}/collaborators`, {
      username: 'carol_p',
      role: 'admin',
    });
    expect(badRole.status).toBe(422);
    const list = (await (await as(bob).get(`/api/projects/${project.id}/collaborators`)).json()) as Array<{
      user: { id: string; username: string };
      role: string;
    }>;
    expect(list).toMatchObject([{ user: { username: 'bob_p' }, role: 'editor' }]);
    const bobId = list[0]?.user.id ?? '';
    expect((await as(bob).send('DELETE', `/api/projects/${project.id}/collaborators/${bobId}`)).status).toBe(204);
    expect((await as(bob).get(`/api/projects/${project.id}`)).status).toBe(404);
  });
});
