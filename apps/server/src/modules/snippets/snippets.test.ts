import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeFile, Project, Snippet, SnippetSummary } from '@hammurabi/shared';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';

describe('snippets API', () => {
  let server: TestApp;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    server = await startTestApp();
    alice = (await createTestUser(server, { username: 'alice_s' })).accessToken;
    bob = (await createTestUser(server, { username: 'bob_s' })).accessToken;
  });
  afterAll(() => server.close());

  const as = (token: string | undefined, headers: Record<string, string> = {}) => ({
    get: (path: string) =>
      server.request(path, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    send: (method: string, path: string, body?: unknown) =>
      server.request(path, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} }),
  });

  const valid = { title: 'Reverse a list', description: 'Slicing with a step of -1.', code: 'items[::-1]\n' };

  async function create(token: string, body: Record<string, unknown>): Promise<Snippet> {
    const response = await as(token).send('POST', '/api/snippets', { ...valid, ...body });
    expect(response.status).toBe(201);
    return (await response.json()) as Snippet;
  }

  async function list(token: string | undefined, query: string): Promise<{ items: SnippetSummary[]; total: number }> {
    const response = await as(token).get(`/api/snippets?${query}`);
    expect(response.status).toBe(200);
    return { items: (await response.json()) as SnippetSummary[], total: Number(response.headers.get('x-total-count')) };
  }

  it('adds a snippet with the defaults Python and Utilities, zero views and likes, and a readable slug', async () => {
    const snippet = await create(alice, { title: '  Reverse a list in place!  ', tags: ['Lists', ' lists', 'py'] });
    expect(snippet).toMatchObject({
      title: 'Reverse a list in place!',
      language: 'python',
      category: 'utilities',
      tags: ['lists', 'py'],
      visibility: 'public',
      view_count: 0,
      like_count: 0,
      liked: false,
      forked_from: null,
      author: { username: 'alice_s' },
    });
    expect(snippet.slug).toMatch(/^python-reverse-a-list-\d{5}$/);
    // The digits are the last five of the creation time in milliseconds, read from the snippet itself.
    expect(snippet.slug.slice(-5)).toBe(String(Date.parse(snippet.created_at)).slice(-5).padStart(5, '0'));
    const { items } = await list(undefined, 'sort=newest&limit=1');
    expect(items[0]?.id).toBe(snippet.id);
  });

  it.each([
    [{ title: '   ' }, 'title: Title is required.'],
    [{ description: '' }, 'description: Description is required.'],
    [{ code: ' \n\t ' }, 'code: Code is required.'],
    [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters.'],
    [{ description: 'd'.repeat(1001) }, 'Description must be at most 1000 characters.'],
    [{ code: 'x'.repeat(100 * 1024 + 1) }, 'Code must be at most 100 KB.'],
    [{ language: 'cobol' }, 'Language must be one of: python, javascript, java, c#, typescript, go.'],
    [{ category: 'Games' }, 'Category must be one of'],
    [{ tags: Array.from({ length: 11 }, (_, index) => `t${index}`) }, 'A snippet can have at most 10 tags.'],
    [{ tags: ['x'.repeat(31)] }, 'Each tag must be at most 30 characters.'],
    [{ owner_id: 'me' }, 'Unrecognized key'],
  ])('refuses %j with 422 and a readable detail', async (change, detail) => {
    const response = await as(alice).send('POST', '/api/snippets', { ...valid, ...change });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toContain(detail);
  });

  it('accepts display names for language and category and needs a session to add', async () => {
    const snippet = await create(alice, { language: 'C#', category: 'Data Structures' });
    expect(snippet).toMatchObject({ language: 'c#', category: 'data-structures' });
    expect(snippet.slug.startsWith('csharp-')).toBe(true);
    expect((await as(undefined).send('POST', '/api/snippets', valid)).status).toBe(401);
  });

  it('gives snippets with the same language, title and time different slugs', async () => {
    const made = await Promise.all(
      Array.from({ length: 6 }, () => create(alice, { title: 'Same title', language: 'go' })),
    );
    expect(new Set(made.map((snippet) => snippet.slug)).size).toBe(6);
    for (const snippet of made) {
      const response = await as(bob).get(`/api/snippets/${snippet.slug}`);
      expect(((await response.json()) as Snippet).id).toBe(snippet.id);
    }
  });

  it('hides private snippets from everyone but their author (404), also in lists', async () => {
    const secret = await create(alice, { title: 'Secret sauce', visibility: 'private' });
    expect((await as(alice).get(`/api/snippets/${secret.id}`)).status).toBe(200);
    for (const token of [bob, undefined]) {
      expect((await as(token).get(`/api/snippets/${secret.id}`)).status).toBe(404);
      expect((await as(token).get(`/api/snippets/${secret.slug}`)).status).toBe(404);
      expect((await list(token, 'q=secret sauce')).items).toHaveLength(0);
      if (token) {
        expect((await as(token).send('PUT', `/api/snippets/${secret.id}/like`)).status).toBe(404);
        expect((await as(token).send('POST', `/api/snippets/${secret.id}/fork`, {})).status).toBe(404);
        expect((await as(token).send('PUT', `/api/snippets/${secret.id}`, { title: 'Mine' })).status).toBe(404);
      }
    }
    expect((await list(alice, 'q=secret sauce')).items.map((item) => item.id)).toEqual([secret.id]);
    expect((await as(undefined).get('/api/snippets/not-a-snippet')).status).toBe(404);
  });

  it('lets only the author edit and delete; the slug stays when the title changes', async () => {
    const snippet = await create(alice, { title: 'Old title' });
    expect((await as(bob).send('PUT', `/api/snippets/${snippet.id}`, { title: 'Hijack' })).status).toBe(403);
    expect((await as(bob).send('DELETE', `/api/snippets/${snippet.id}`)).status).toBe(403);
    const response = await as(alice).send('PUT', `/api/snippets/${snippet.id}`, {
      title: 'New title',
      language: 'TypeScript',
      tags: ['a'],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: 'New title', language: 'typescript', slug: snippet.slug });
    expect((await as(alice).send('PUT', `/api/snippets/${snippet.id}`, {})).status).toBe(422);
    expect((await as(alice).send('PUT', `/api/snippets/${snippet.id}`, { code: '  ' })).status).toBe(422);
    expect((await as(alice).send('DELETE', `/api/snippets/${snippet.id}`)).status).toBe(204);
    expect((await as(alice).get(`/api/snippets/${snippet.id}`)).status).toBe(404);
  });

  it('searches title, description and tags with ranking, and filters on exact columns', async () => {
    const csharp = await create(alice, {
      title: 'Zebra stripes counter',
      description: 'Counts stripes.',
      language: 'c#',
      category: 'algorithms',
      tags: ['zoo', 'c#'],
    });
    const tagged = await create(alice, { title: 'Something else', description: 'About zebras too.', tags: ['zebra'] });
    const described = await create(bob, { title: 'Horse', description: 'Not a zebra at all.', language: 'go' });
    const ranked = await list(undefined, 'q=zebra');
    expect(ranked.items.map((item) => item.id)).toEqual([csharp.id, tagged.id, described.id]);
    expect(ranked.total).toBe(3);
    expect((await list(undefined, 'q=zeb')).total).toBe(3);
    expect((await list(undefined, 'q=zebra stripes')).items.map((item) => item.id)).toEqual([csharp.id]);
    expect((await list(undefined, 'q=zebra&language=c%23')).items.map((item) => item.id)).toEqual([csharp.id]);
    expect((await list(undefined, 'q=zebra&language=C%23')).items.map((item) => item.id)).toEqual([csharp.id]);
    expect((await list(undefined, 'q=zebra&language=java')).total).toBe(0);
    expect((await list(undefined, 'q=zebra&category=Algorithms')).items.map((item) => item.id)).toEqual([csharp.id]);
    expect((await list(undefined, 'tag=c%23')).items.map((item) => item.id)).toEqual([csharp.id]);
    expect((await list(undefined, 'tag=zebra')).items.map((item) => item.id)).toEqual([tagged.id]);
    expect((await list(undefined, 'q=%23%23%23&limit=1')).total).toBeGreaterThan(3);
    const mine = await list(bob, 'mine=true');
    expect(mine.items.every((item) => item.author?.username === 'bob_s')).toBe(true);
    expect((await as(undefined).get('/api/snippets?mine=true')).status).toBe(401);
    expect((await as(undefined).get('/api/snippets?language=cobol')).status).toBe(422);
    expect((await as(undefined).get('/api/snippets?sort=oldest')).status).toBe(422);
  });

  it('pages with limit and offset and reports the total', async () => {
    const all = await list(alice, 'sort=newest&limit=100');
    const first = await list(alice, 'sort=newest&limit=2');
    const second = await list(alice, 'sort=newest&limit=2&offset=2');
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.items.slice(0, 4).map((item) => item.id),
    );
    // A page past the end is empty and still reports how many there are.
    const beyond = await list(alice, `sort=newest&limit=2&offset=${all.total + 5}`);
    expect(beyond).toEqual({ items: [], total: all.total });
    expect(all.total).toBeGreaterThan(4);
  });

  it('likes idempotently and counts concurrent likes exactly', async () => {
    const snippet = await create(alice, { title: 'Popular one' });
    const likers = await Promise.all(Array.from({ length: 8 }, () => createTestUser(server)));
    const answers = await Promise.all(
      likers.flatMap((liker) => [
        as(liker.accessToken).send('PUT', `/api/snippets/${snippet.id}/like`),
        as(liker.accessToken).send('PUT', `/api/snippets/${snippet.id}/like`),
      ]),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const seen = (await (await as(bob).get(`/api/snippets/${snippet.id}`)).json()) as Snippet;
    expect(seen).toMatchObject({ like_count: 8, liked: false });
    const liked = await as(bob).send('PUT', `/api/snippets/${snippet.id}/like`);
    expect(await liked.json()).toEqual({ liked: true, like_count: 9 });
    expect(((await (await as(bob).get(`/api/snippets/${snippet.id}`)).json()) as Snippet).liked).toBe(true);
    await Promise.all(
      likers.slice(0, 5).map((liker) => as(liker.accessToken).send('DELETE', `/api/snippets/${snippet.id}/like`)),
    );
    const undone = await as(bob).send('DELETE', `/api/snippets/${snippet.id}/like`);
    expect(await undone.json()).toEqual({ liked: false, like_count: 3 });
    expect(await (await as(bob).send('DELETE', `/api/snippets/${snippet.id}/like`)).json()).toEqual({
      liked: false,
      like_count: 3,
    });
    expect((await as(undefined).send('PUT', `/api/snippets/${snippet.id}/like`)).status).toBe(401);
    const popular = await list(undefined, 'sort=popular&limit=1');
    expect(popular.items[0]?.id).toBe(snippet.id);
  });

  it('counts a view once per user and once per visitor per day', async () => {
    const snippet = await create(alice, { title: 'Viewed' });
    const view = async (token: string | undefined, agent = 'agent-a') =>
      ((await (await as(token, { 'user-agent': agent }).get(`/api/snippets/${snippet.slug}`)).json()) as Snippet)
        .view_count;
    expect(await view(bob)).toBe(1);
    expect(await view(bob)).toBe(1);
    expect(await view(alice)).toBe(2);
    expect(await view(undefined)).toBe(3);
    expect(await view(undefined)).toBe(3);
    expect(await view(undefined, 'agent-b')).toBe(4);
    expect((await list(undefined, 'q=viewed')).items[0]?.view_count).toBe(4);
  });

  it('forks a readable snippet into a private copy that remembers its source', async () => {
    const source = await create(alice, { title: 'Fork me', tags: ['x'] });
    const response = await as(bob).send('POST', `/api/snippets/${source.id}/fork`, {});
    expect(response.status).toBe(201);
    const fork = (await response.json()) as Snippet;
    expect(fork).toMatchObject({
      title: 'Fork me',
      code: source.code,
      tags: ['x'],
      visibility: 'private',
      author: { username: 'bob_s' },
      forked_from: { id: source.id, slug: source.slug, title: 'Fork me' },
      like_count: 0,
    });
    expect(fork.id).not.toBe(source.id);
    expect(fork.slug).not.toBe(source.slug);
    const renamed = await as(bob).send('POST', `/api/snippets/${source.slug}/fork`, { title: 'My fork' });
    expect(((await renamed.json()) as Snippet).title).toBe('My fork');
    expect((await as(undefined).send('POST', `/api/snippets/${source.id}/fork`, {})).status).toBe(401);
  });

  it('copies a snippet into a project the caller can write, and nowhere else', async () => {
    const snippet = await create(alice, { title: 'Binary search!', language: 'java', code: 'class A {}\n' });
    const newProject = async (token: string, visibility = 'private') => {
      const response = await as(token).send('POST', '/api/projects', { title: 'P', language: 'java', visibility });
      return (await response.json()) as Project;
    };
    const bobs = await newProject(bob);
    const response = await as(bob).send('POST', `/api/snippets/${snippet.id}/copy-to-project`, {
      project_id: bobs.id,
    });
    expect(response.status).toBe(201);
    const file = (await response.json()) as CodeFile;
    expect(file).toMatchObject({ filename: 'BinarySearch.java', content: 'class A {}\n', language: 'java' });
    const opened = await as(bob).get(`/api/projects/${bobs.id}/files/${file.id}`);
    expect(((await opened.json()) as CodeFile).content).toBe('class A {}\n');

    const again = await as(bob).send('POST', `/api/snippets/${snippet.id}/copy-to-project`, { project_id: bobs.id });
    expect(again.status).toBe(409);
    const named = await as(bob).send('POST', `/api/snippets/${snippet.id}/copy-to-project`, {
      project_id: bobs.id,
      filename: 'Search.java',
    });
    expect(named.status).toBe(201);
    const badName = await as(bob).send('POST', `/api/snippets/${snippet.id}/copy-to-project`, {
      project_id: bobs.id,
      filename: '../x',
    });
    expect(badName.status).toBe(422);

    const alicesPrivate = await newProject(alice);
    const alicesPublic = await newProject(alice, 'public');
    for (const [projectId, status] of [
      [alicesPrivate.id, 404],
      [alicesPublic.id, 403],
      ['not-a-project', 404],
    ] as const) {
      const refused = await as(bob).send('POST', `/api/snippets/${snippet.id}/copy-to-project`, {
        project_id: projectId,
      });
      expect(refused.status).toBe(status);
    }
    const publicFiles = await as(alice).get(`/api/projects/${alicesPublic.id}/files`);
    expect(await publicFiles.json()).toEqual([]);
    const anonymous = await as(undefined).send('POST', `/api/snippets/${snippet.id}/copy-to-project`, {
      project_id: bobs.id,
    });
    expect(anonymous.status).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await (await server.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    for (const path of [
      '/api/snippets',
      '/api/snippets/{id}',
      '/api/snippets/{id}/like',
      '/api/snippets/{id}/fork',
      '/api/snippets/{id}/copy-to-project',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
