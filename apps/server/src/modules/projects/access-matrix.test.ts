import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';

type Actor = 'anonymous' | 'owner' | 'editor' | 'viewer' | 'stranger';
type Visibility = 'private' | 'public';
type Expected = Record<Visibility, Record<Actor, number>>;

interface World {
  projectId: string;
  fileId: string;
  /** A release made by the owner, for the routes that read one (`needsRelease`). */
  releaseId?: string;
  ids: Record<'editor' | 'viewer' | 'extra', string>;
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (world: World) => string;
  body?: (world: World) => unknown;
  expected: Expected;
  needsRelease?: boolean;
}

/** Reading: members always; outsiders only on public projects. */
const read = (ok: number): Expected => ({
  private: { anonymous: 404, owner: ok, editor: ok, viewer: ok, stranger: 404 },
  public: { anonymous: ok, owner: ok, editor: ok, viewer: ok, stranger: ok },
});
/** A write for signed-in people who can read the project (stars, forks). */
const signedInReaders = (ok: number): Expected => ({
  private: { anonymous: 401, owner: ok, editor: ok, viewer: ok, stranger: 404 },
  public: { anonymous: 401, owner: ok, editor: ok, viewer: ok, stranger: ok },
});
/** Writing by owner and editors. */
const editors = (ok: number): Expected => ({
  private: { anonymous: 401, owner: ok, editor: ok, viewer: 403, stranger: 404 },
  public: { anonymous: 401, owner: ok, editor: ok, viewer: 403, stranger: 403 },
});
/** Owner only. */
const ownerOnly = (ok: number): Expected => ({
  private: { anonymous: 401, owner: ok, editor: 403, viewer: 403, stranger: 404 },
  public: { anonymous: 401, owner: ok, editor: 403, viewer: 403, stranger: 403 },
});

// Every project and file route, and who may call it. A new route must be added here.
const routes: RouteCase[] = [
  { name: 'read project', method: 'GET', path: (w) => `/api/projects/${w.projectId}`, expected: read(200) },
  {
    name: 'change title',
    method: 'PUT',
    path: (w) => `/api/projects/${w.projectId}`,
    body: () => ({ title: 'Renamed' }),
    expected: editors(200),
  },
  {
    name: 'change visibility',
    method: 'PUT',
    path: (w) => `/api/projects/${w.projectId}`,
    body: () => ({ visibility: 'public', title: 'Flip' }),
    expected: {
      private: { anonymous: 401, owner: 200, editor: 403, viewer: 403, stranger: 404 },
      // Already public: asking for "public" changes nothing, so editors may send it.
      public: { anonymous: 401, owner: 200, editor: 200, viewer: 403, stranger: 403 },
    },
  },
  {
    name: 'make private',
    method: 'PUT',
    path: (w) => `/api/projects/${w.projectId}`,
    body: () => ({ visibility: 'private' }),
    expected: {
      private: { anonymous: 401, owner: 200, editor: 200, viewer: 403, stranger: 404 },
      public: { anonymous: 401, owner: 200, editor: 403, viewer: 403, stranger: 403 },
    },
  },
  { name: 'delete project', method: 'DELETE', path: (w) => `/api/projects/${w.projectId}`, expected: ownerOnly(204) },
  { name: 'star', method: 'POST', path: (w) => `/api/projects/${w.projectId}/star`, expected: signedInReaders(200) },
  {
    name: 'unstar',
    method: 'DELETE',
    path: (w) => `/api/projects/${w.projectId}/star`,
    expected: signedInReaders(200),
  },
  {
    name: 'fork',
    method: 'POST',
    path: (w) => `/api/projects/${w.projectId}/fork`,
    body: () => ({}),
    expected: signedInReaders(201),
  },
  {
    name: 'list collaborators',
    method: 'GET',
    path: (w) => `/api/projects/${w.projectId}/collaborators`,
    expected: {
      private: { anonymous: 404, owner: 200, editor: 200, viewer: 200, stranger: 404 },
      public: { anonymous: 403, owner: 200, editor: 200, viewer: 200, stranger: 403 },
    },
  },
  {
    name: 'add collaborator',
    method: 'POST',
    path: (w) => `/api/projects/${w.projectId}/collaborators`,
    body: () => ({ username: 'matrix_newcomer', role: 'viewer' }),
    expected: ownerOnly(201),
  },
  {
    name: 'change collaborator role',
    method: 'PUT',
    path: (w) => `/api/projects/${w.projectId}/collaborators/${w.ids.extra}`,
    body: () => ({ role: 'editor' }),
    expected: ownerOnly(200),
  },
  {
    name: 'remove collaborator',
    method: 'DELETE',
    path: (w) => `/api/projects/${w.projectId}/collaborators/${w.ids.extra}`,
    expected: ownerOnly(204),
  },
  { name: 'list files', method: 'GET', path: (w) => `/api/projects/${w.projectId}/files`, expected: read(200) },
  {
    name: 'add file',
    method: 'POST',
    path: (w) => `/api/projects/${w.projectId}/files`,
    body: () => ({ filename: 'new.py', content: 'print(1)\n' }),
    expected: editors(201),
  },
  {
    name: 'read file',
    method: 'GET',
    path: (w) => `/api/projects/${w.projectId}/files/${w.fileId}`,
    expected: read(200),
  },
  {
    name: 'save file',
    method: 'PUT',
    path: (w) => `/api/projects/${w.projectId}/files/${w.fileId}`,
    body: () => ({ content: 'changed\n', version: 1 }),
    expected: editors(200),
  },
  {
    name: 'delete file',
    method: 'DELETE',
    path: (w) => `/api/projects/${w.projectId}/files/${w.fileId}`,
    expected: editors(204),
  },
  {
    name: 'read law settings',
    method: 'GET',
    path: (w) => `/api/projects/${w.projectId}/law-settings`,
    expected: read(200),
  },
  {
    name: 'change law settings',
    method: 'PUT',
    path: (w) => `/api/projects/${w.projectId}/law-settings`,
    body: () => ({
      profile: 'custom',
      enabled_laws: { HB001: true, HB002: true, HB003: false, HB004: true, HB005: true },
      limits: { function_lines: 10, complexity: 5, nesting: 2, parameters: 2 },
    }),
    expected: ownerOnly(200),
  },
  {
    name: 'deploy',
    method: 'POST',
    path: (w) => `/api/projects/${w.projectId}/releases`,
    body: () => ({ environment: 'staging' }),
    expected: ownerOnly(201),
  },
  { name: 'list releases', method: 'GET', path: (w) => `/api/projects/${w.projectId}/releases`, expected: read(200) },
  {
    name: 'read release',
    method: 'GET',
    path: (w) => `/api/projects/${w.projectId}/releases/${w.releaseId ?? ':releaseId'}`,
    expected: read(200),
    needsRelease: true,
  },
];

const actors: Actor[] = ['anonymous', 'owner', 'editor', 'viewer', 'stranger'];

describe('project access matrix', () => {
  let server: TestApp;
  const tokens = {} as Record<Exclude<Actor, 'anonymous'> | 'extra', string>;
  const ids = {} as World['ids'];

  beforeAll(async () => {
    server = await startTestApp();
    for (const name of ['owner', 'editor', 'viewer', 'stranger', 'extra', 'newcomer'] as const) {
      const user = await createTestUser(server, { username: `matrix_${name}` });
      if (name !== 'newcomer') tokens[name] = user.accessToken;
      if (name === 'editor' || name === 'viewer' || name === 'extra') ids[name] = user.id;
    }
  });
  afterAll(() => server.close());

  async function call(token: string | undefined, method: string, path: string, body?: unknown) {
    return server.request(path, {
      method,
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  async function freshWorld(visibility: Visibility, withRelease = false): Promise<World> {
    const created = await call(tokens.owner, 'POST', '/api/projects', {
      title: 'Matrix',
      language: 'python',
      visibility,
    });
    expect(created.status).toBe(201);
    const { id: projectId } = (await created.json()) as { id: string };
    for (const [username, role] of [
      ['matrix_editor', 'editor'],
      ['matrix_viewer', 'viewer'],
      ['matrix_extra', 'viewer'],
    ]) {
      const added = await call(tokens.owner, 'POST', `/api/projects/${projectId}/collaborators`, { username, role });
      expect(added.status).toBe(201);
    }
    const file = await call(tokens.owner, 'POST', `/api/projects/${projectId}/files`, { filename: 'main.py' });
    expect(file.status).toBe(201);
    const world: World = { projectId, fileId: ((await file.json()) as { id: string }).id, ids };
    if (withRelease) {
      const release = await call(tokens.owner, 'POST', `/api/projects/${projectId}/releases`, {
        environment: 'staging',
      });
      expect(release.status).toBe(201);
      world.releaseId = ((await release.json()) as { id: string }).id;
    }
    return world;
  }

  for (const route of routes) {
    for (const visibility of ['private', 'public'] as const) {
      it(`${route.name} on a ${visibility} project`, async () => {
        const statuses: Partial<Record<Actor, number>> = {};
        let world: World | null = null;
        for (const actor of actors) {
          world ??= await freshWorld(visibility, route.needsRelease);
          const token = actor === 'anonymous' ? undefined : tokens[actor];
          const response = await call(token, route.method, route.path(world), route.body?.(world));
          statuses[actor] = response.status;
          // Each caller meets the project as it was made. A read or a refused call changes nothing
          // (were it to, the next caller's answer would differ from the table), so the next caller
          // tries the same project; after a change that went through, a new one is built.
          if (route.method !== 'GET' && response.status < 400) world = null;
        }
        expect(statuses).toEqual(route.expected[visibility]);
      });
    }
  }

  it('covers every project and file route the server registers', () => {
    const placeholders: World = {
      projectId: ':id',
      fileId: ':fileId',
      ids: { editor: ':userId', viewer: ':userId', extra: ':userId' },
    };
    const documented = new Set(routes.map((route) => `${route.method} ${route.path(placeholders)}`));
    let checked = 0;
    const openapi = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, operations] of Object.entries(openapi.paths)) {
      if (!path.startsWith('/api/projects/{id}')) continue;
      for (const method of Object.keys(operations)) {
        const normalised = path
          .replace('{id}', ':id')
          .replace('{fileId}', ':fileId')
          .replace('{userId}', ':userId')
          .replace('{releaseId}', ':releaseId');
        expect(documented, `${method.toUpperCase()} ${normalised} needs a row in the access matrix`).toContain(
          `${method.toUpperCase()} ${normalised}`,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});
