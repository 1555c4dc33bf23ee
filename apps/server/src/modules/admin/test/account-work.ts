import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { createTestUser, type TestUser } from '../../../test/users.ts';
import { clientFor } from '../../community/test-client.ts';

/** What an account about to be deleted owns, and the work others made from it. */
export interface AccountWork {
  publicProjectId: string;
  privateProjectId: string;
  publicSnippetId: string;
  privateSnippetId: string;
  /** A file of the public project, which its editor still changes after the owner left. */
  publicFileId: string;
  forkedProjectId: string;
  forkedSnippetId: string;
  /** Another member who forked the public project and snippet. */
  forker: TestUser;
  /** An editor of the public project and a viewer of the private one. */
  collaborator: TestUser;
}

async function created(request: Promise<Response>): Promise<string> {
  const response = await request;
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Gives `person` a public and a private project (each with a file) and a public and a private
 * snippet; another member forks the public ones, a third is an editor of the public project and a
 * viewer of the private one.
 */
export async function buildAccountWork(server: TestApp, person: TestUser): Promise<AccountWork> {
  const api = clientFor(server);
  const mine = api(person.accessToken);
  const forker = await createTestUser(server);
  const suffix = Math.random().toString(36).slice(2, 10);
  const collaborator = await createTestUser(server, { username: `helper_${suffix}` });
  const project = (visibility: string) =>
    created(
      mine.send('POST', '/api/projects', { title: `${visibility} work ${suffix}`, language: 'python', visibility }),
    );
  const publicProjectId = await project('public');
  const privateProjectId = await project('private');
  const publicFileId = await created(
    mine.send('POST', `/api/projects/${publicProjectId}/files`, { filename: 'main.py', content: 'print("kept")\n' }),
  );
  await created(
    mine.send('POST', `/api/projects/${privateProjectId}/files`, { filename: 'secret.py', content: 'print("mine")\n' }),
  );
  for (const [projectId, role] of [
    [publicProjectId, 'editor'],
    [privateProjectId, 'viewer'],
  ] as const) {
    const added = await mine.send('POST', `/api/projects/${projectId}/collaborators`, {
      username: `helper_${suffix}`,
      role,
    });
    expect(added.status).toBeLessThan(300);
  }
  const snippet = (visibility: string) =>
    created(
      mine.send('POST', '/api/snippets', {
        title: `${visibility} snippet ${suffix}`,
        description: `A ${visibility} snippet`,
        code: 'print(2)',
        visibility,
      }),
    );
  const publicSnippetId = await snippet('public');
  const privateSnippetId = await snippet('private');
  const theirs = api(forker.accessToken);
  const forkedProjectId = await created(theirs.send('POST', `/api/projects/${publicProjectId}/fork`, {}));
  const forkedSnippetId = await created(theirs.send('POST', `/api/snippets/${publicSnippetId}/fork`, {}));
  return {
    publicProjectId,
    privateProjectId,
    publicSnippetId,
    privateSnippetId,
    publicFileId,
    forkedProjectId,
    forkedSnippetId,
    forker,
    collaborator,
  };
}

/**
 * After the account went: its public project and snippet answer 200 to a visitor as by nobody
 * ("Former member"), in lists and searches too; the private ones are gone from the database; forks
 * still name their source; the editor still edits; nobody else changes or deletes them.
 */
export async function expectOnlyPublicWorkKept(server: TestApp, work: AccountWork): Promise<void> {
  const api = clientFor(server);
  const visitor = api(undefined);
  const project = await visitor.get(`/api/projects/${work.publicProjectId}`);
  expect(project.status).toBe(200);
  expect(await project.json()).toMatchObject({ owner: null, role: null, visibility: 'public' });
  const files = await visitor.get(`/api/projects/${work.publicProjectId}/files`);
  expect(files.status).toBe(200);
  expect(((await files.json()) as { filename: string }[]).map((file) => file.filename)).toEqual(['main.py']);
  const snippet = await visitor.get(`/api/snippets/${work.publicSnippetId}`);
  expect(snippet.status).toBe(200);
  const keptSnippet = (await snippet.json()) as { author: unknown; title: string; slug: string };
  expect(keptSnippet.author).toBeNull();
  expect((await visitor.get(`/api/snippets/${keptSnippet.slug}`)).status).toBe(200);

  const title = ((await (await visitor.get(`/api/projects/${work.publicProjectId}`)).json()) as { title: string })
    .title;
  const listed = await visitor.get(`/api/projects?visibility=public&q=${encodeURIComponent(title)}`);
  expect(listed.status).toBe(200);
  expect(await listed.json()).toEqual([expect.objectContaining({ id: work.publicProjectId, owner: null })]);
  const found = await visitor.get(`/api/snippets?q=${encodeURIComponent(keptSnippet.title)}`);
  expect(found.status).toBe(200);
  const cards = (await found.json()) as { id: string; author: unknown }[];
  expect(cards.find((card) => card.id === work.publicSnippetId)).toMatchObject({ author: null });

  for (const path of [
    `/api/projects/${work.privateProjectId}`,
    `/api/projects/${work.privateProjectId}/files`,
    `/api/snippets/${work.privateSnippetId}`,
  ]) {
    expect((await visitor.get(path)).status).toBe(404);
    expect((await api(work.collaborator.accessToken).get(path)).status).toBe(404);
  }
  const gone = await server.database.db.execute(sql`
    select (select count(*)::int from projects where id = ${work.privateProjectId}) as private_projects,
      (select count(*)::int from snippets where id = ${work.privateSnippetId}) as private_snippets,
      (select count(*)::int from project_files f join projects p on p.id = f.project_id
        where p.id = ${work.privateProjectId}) as private_files,
      (select count(*)::int from projects where owner_id is null and visibility <> 'public') as private_ownerless`);
  expect(gone.rows[0]).toEqual({ private_projects: 0, private_snippets: 0, private_files: 0, private_ownerless: 0 });

  const theirs = api(work.forker.accessToken);
  const fork = await theirs.get(`/api/projects/${work.forkedProjectId}`);
  expect(await fork.json()).toMatchObject({ role: 'owner', forked_from: { id: work.publicProjectId } });
  const snippetFork = await theirs.get(`/api/snippets/${work.forkedSnippetId}`);
  expect(await snippetFork.json()).toMatchObject({ forked_from: { id: work.publicSnippetId } });
  // Nobody owns the kept work now: a member who is not its collaborator can neither change nor delete it.
  const change = await theirs.send('PUT', `/api/projects/${work.publicProjectId}`, { title: 'Taken over' });
  expect(change.status).toBe(403);
  expect((await theirs.send('DELETE', `/api/projects/${work.publicProjectId}`)).status).toBe(403);
  expect((await theirs.send('PUT', `/api/snippets/${work.publicSnippetId}`, { title: 'Taken over' })).status).toBe(403);
  expect((await theirs.send('DELETE', `/api/snippets/${work.publicSnippetId}`)).status).toBe(403);

  // The editor keeps their role and still saves the project's files; managing people is nobody's.
  const helper = api(work.collaborator.accessToken);
  expect(await (await helper.get(`/api/projects/${work.publicProjectId}`)).json()).toMatchObject({ role: 'editor' });
  const saved = await helper.send('PUT', `/api/projects/${work.publicProjectId}/files/${work.publicFileId}`, {
    content: 'print("kept by the editor")\n',
    version: 1,
  });
  expect(saved.status).toBe(200);
  expect((await helper.send('DELETE', `/api/projects/${work.publicProjectId}`)).status).toBe(403);
}
