import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';

type Actor = 'anonymous' | 'owner' | 'editor' | 'viewer' | 'stranger';
type Visibility = 'private' | 'public';

interface ProjectBody {
  id: string;
  visibility: Visibility;
  visibility_locked: boolean;
  forked_from: { id: string; title: string } | null;
}

const LOCKED = 'This project is a fork of a private project, so it stays private while that project is private.';
const SOURCE_TITLE = 'Confidential source title';

/** Who may fork a project of each visibility (201), and what the others get. */
const FORK_STATUS: Record<Visibility, Record<Actor, number>> = {
  private: { anonymous: 401, owner: 201, editor: 201, viewer: 201, stranger: 404 },
  public: { anonymous: 401, owner: 201, editor: 201, viewer: 201, stranger: 201 },
};

describe('fork access matrix: every actor × fork × visibility change', () => {
  let server: TestApp;
  const tokens = {} as Record<Exclude<Actor, 'anonymous'>, string>;

  beforeAll(async () => {
    server = await startTestApp();
    for (const name of ['owner', 'editor', 'viewer', 'stranger'] as const) {
      tokens[name] = (await createTestUser(server, { username: `forks_${name}` })).accessToken;
    }
  });
  afterAll(() => server.close());

  async function call(actor: Actor, method: string, path: string, body?: unknown) {
    const response = await server.request(path, {
      method,
      body,
      headers: actor === 'anonymous' ? {} : { authorization: `Bearer ${tokens[actor]}` },
    });
    const parsed: unknown = await response.json().catch(() => null);
    return { status: response.status, body: parsed };
  }

  async function sourceProject(visibility: Visibility): Promise<string> {
    const created = await call('owner', 'POST', '/api/projects', {
      title: SOURCE_TITLE,
      language: 'python',
      visibility,
    });
    const { id } = created.body as ProjectBody;
    for (const [username, role] of [
      ['forks_editor', 'editor'],
      ['forks_viewer', 'viewer'],
    ]) {
      expect((await call('owner', 'POST', `/api/projects/${id}/collaborators`, { username, role })).status).toBe(201);
    }
    return id;
  }

  for (const visibility of ['private', 'public'] as const) {
    it(`forks of a ${visibility} project: who may fork, and whether the fork may go public`, async () => {
      const sourceId = await sourceProject(visibility);
      const forkStatuses: Partial<Record<Actor, number>> = {};
      const publishStatuses: Partial<Record<Actor, number>> = {};
      for (const actor of ['anonymous', 'owner', 'editor', 'viewer', 'stranger'] as const) {
        const fork = await call(actor, 'POST', `/api/projects/${sourceId}/fork`, { title: `Fork by ${actor}` });
        forkStatuses[actor] = fork.status;
        if (fork.status !== 201) continue;
        const forked = fork.body as ProjectBody;
        expect(forked.visibility).toBe('private');
        expect(forked.visibility_locked).toBe(visibility === 'private');
        expect(forked.forked_from).toEqual({ id: sourceId, title: SOURCE_TITLE });
        const publish = await call(actor, 'PUT', `/api/projects/${forked.id}`, { visibility: 'public' });
        publishStatuses[actor] = publish.status;
        if (visibility === 'private') expect(publish.body).toEqual({ detail: LOCKED });
      }
      expect(forkStatuses).toEqual(FORK_STATUS[visibility]);
      const published = visibility === 'private' ? 403 : 200;
      expect(publishStatuses).toEqual(
        visibility === 'private'
          ? { owner: published, editor: published, viewer: published }
          : { owner: published, editor: published, viewer: published, stranger: published },
      );
    });
  }

  it('unlocks the fork while its source is public and hides the source title once it is private again', async () => {
    const sourceId = await sourceProject('private');
    const fork = (await call('viewer', 'POST', `/api/projects/${sourceId}/fork`, { title: 'Viewer fork' }))
      .body as ProjectBody;
    expect((await call('owner', 'PUT', `/api/projects/${sourceId}`, { visibility: 'public' })).status).toBe(200);
    const unlocked = await call('viewer', 'GET', `/api/projects/${fork.id}`);
    expect((unlocked.body as ProjectBody).visibility_locked).toBe(false);
    expect((await call('viewer', 'PUT', `/api/projects/${fork.id}`, { visibility: 'public' })).status).toBe(200);
    expect((await call('owner', 'PUT', `/api/projects/${sourceId}`, { visibility: 'private' })).status).toBe(200);

    // The public fork stays readable, but outsiders no longer learn what it was forked from.
    for (const outsider of ['anonymous', 'stranger'] as const) {
      const read = await call(outsider, 'GET', `/api/projects/${fork.id}`);
      expect(read.status).toBe(200);
      expect((read.body as ProjectBody).forked_from).toBeNull();
      const search = await call(outsider, 'GET', '/api/projects?visibility=public&q=Viewer%20fork');
      const listed = search.body as ProjectBody[];
      expect(listed.map((project) => project.id)).toContain(fork.id);
      expect(JSON.stringify(search.body)).not.toContain(SOURCE_TITLE);
    }
    // Members of the source still see where the fork came from.
    const member = await call('editor', 'GET', `/api/projects/${fork.id}`);
    expect((member.body as ProjectBody).forked_from).toEqual({ id: sourceId, title: SOURCE_TITLE });
    // Its owner may keep it public, but not make it public again once made private.
    expect((await call('viewer', 'PUT', `/api/projects/${fork.id}`, { visibility: 'private' })).status).toBe(200);
    expect(await call('viewer', 'PUT', `/api/projects/${fork.id}`, { visibility: 'public' })).toEqual({
      status: 403,
      body: { detail: LOCKED },
    });
  });
});
