import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSummarySchema, UserSummarySchema, type CodeFile, type FileConflict } from '@hammurabi/shared';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authServerHeaders, createTestUser } from '../../test/users.ts';

describe('files API', () => {
  let server: TestApp;
  let token: string;
  let userId: string;
  let projectId: string;

  beforeAll(async () => {
    server = await startTestApp({ bodyLimitBytes: 4 * 1024 * 1024 });
    const user = await createTestUser(server, { username: 'filer' });
    token = user.accessToken;
    userId = user.id;
    const created = await send('POST', '/api/projects', { title: 'Files', language: 'python' });
    projectId = ((await created.json()) as { id: string }).id;
  });
  afterAll(() => server.close());

  function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return server.request(path, { method, body, headers: { authorization: `Bearer ${token}`, ...headers } });
  }

  async function createFile(filename: string, content = ''): Promise<CodeFile> {
    const response = await send('POST', `/api/projects/${projectId}/files`, { filename, content });
    expect(response.status).toBe(201);
    return (await response.json()) as CodeFile;
  }

  it('creates a file at version 1 with a language from its extension', async () => {
    const file = await createFile('src/app.ts', 'export const a = 1;\n');
    expect(file).toMatchObject({ filename: 'src/app.ts', language: 'typescript', version: 1, size: 20 });
    const fetched = await send('GET', `/api/projects/${projectId}/files/${file.id}`);
    expect(fetched.headers.get('etag')).toBe('"1"');
    expect(((await fetched.json()) as CodeFile).content).toBe('export const a = 1;\n');
  });

  it.each([
    ['../escape.py', 'filename: Filename may not contain "." or ".." folders.'],
    ['/etc/passwd', 'filename: Filename must be a relative path using "/" between folders.'],
    ['', 'filename: Filename is required.'],
  ])('refuses the filename %j', async (filename, detail) => {
    const response = await send('POST', `/api/projects/${projectId}/files`, { filename });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail });
  });

  it('refuses a duplicate filename with 409', async () => {
    await createFile('dup.py');
    const response = await send('POST', `/api/projects/${projectId}/files`, { filename: 'dup.py' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ detail: 'A file named "dup.py" already exists in this project.' });
  });

  it('refuses content over 1 MB and keeps the stored content', async () => {
    const file = await createFile('big.txt', 'small');
    const response = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, {
      content: 'x'.repeat(1024 * 1024 + 1),
      version: 1,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: 'content: File content must be at most 1 MB.' });
    const stored = (await (await send('GET', `/api/projects/${projectId}/files/${file.id}`)).json()) as CodeFile;
    expect(stored).toMatchObject({ content: 'small', version: 1 });
  });

  it('saves with the body version and with If-Match, bumping the version', async () => {
    const file = await createFile('save.py', 'a = 1\n');
    const first = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, { content: 'a = 2\n', version: 1 });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    const second = await send(
      'PUT',
      `/api/projects/${projectId}/files/${file.id}`,
      { content: 'a = 3\n' },
      { 'if-match': '"2"' },
    );
    expect(((await second.json()) as CodeFile).version).toBe(3);
  });

  it('answers a save with exactly the fields of a file summary', async () => {
    const file = await createFile('answer.py', 'a = 1\n');
    const response = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, {
      content: 'a = 2\n',
      version: 1,
    });
    const answer = (await response.json()) as Record<string, unknown> & { updated_by: Record<string, unknown> };
    expect(FileSummarySchema.parse(answer)).toEqual(answer);
    expect(Object.keys(answer).sort()).toEqual(Object.keys(FileSummarySchema.shape).sort());
    expect(Object.keys(answer.updated_by).sort()).toEqual(Object.keys(UserSummarySchema.shape).sort());
    expect(answer).toMatchObject({ id: file.id, version: 2, size: 6, updated_by: { id: userId, username: 'filer' } });
  });

  it('stores a saved file of 20 KB uncompressed and gives it back whole', async () => {
    const file = await createFile('long.py', 'a = 1\n');
    const content = Array.from({ length: 800 }, (_, index) => `value_${index} = compute(${index}) # é\n`).join('');
    const saved = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, { content, version: 1 });
    expect(saved.status).toBe(200);
    const stored = await server.database.pool.query<{ compression: string | null; bytes: number }>(
      'select pg_column_compression(content) as compression, pg_column_size(content) as bytes from project_files where id = $1',
      [file.id],
    );
    // Compressing every autosave cost more database CPU than the rest of the save (pglz only).
    expect(stored.rows[0]).toEqual({ compression: null, bytes: Buffer.byteLength(content) });
    const fetched = (await (await send('GET', `/api/projects/${projectId}/files/${file.id}`)).json()) as CodeFile;
    expect(fetched).toMatchObject({ content, version: 2, size: Buffer.byteLength(content) });
  });

  const savedToday = async () => {
    const result = await server.database.pool.query<{ saves: number }>(
      'select coalesce(sum(save_count), 0)::int as saves from user_activity_days where user_id = $1',
      [userId],
    );
    return result.rows[0]?.saves ?? 0;
  };

  it('counts saves made one after another once each, and refused saves not at all', async () => {
    const file = await createFile('one-by-one.py');
    const before = await savedToday();
    for (const version of [1, 2, 3]) {
      const saved = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, {
        content: `v${version}`,
        version,
      });
      expect(saved.status).toBe(200);
      // Each save answered only after its count was written.
      expect(await savedToday()).toBe(before + version);
    }
    const stale = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, { content: 'stale', version: 1 });
    expect(stale.status).toBe(409);
    expect(await savedToday()).toBe(before + 3);
  });

  it('counts every one of a burst of concurrent saves toward the day, once each', async () => {
    const files = await Promise.all(Array.from({ length: 12 }, (_, index) => createFile(`burst/${index}.py`)));
    const before = await savedToday();
    const answers = await Promise.all(
      files.map((file) =>
        send('PUT', `/api/projects/${projectId}/files/${file.id}`, { content: `n = ${file.filename}\n`, version: 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(files.map(() => 200));
    // Each save answered only after its count was written, so the sum is exact right away.
    expect(await savedToday()).toBe(before + 12);
    const renamed = await send('PUT', `/api/projects/${projectId}/files/${files[0]?.id}`, {
      filename: 'burst/renamed.py',
      version: 2,
    });
    expect(renamed.status).toBe(200);
    expect(await savedToday()).toBe(before + 12);
  });

  it('refuses a stale version with 409 and the current file, changing nothing', async () => {
    const file = await createFile('stale.py', 'original\n');
    await send('PUT', `/api/projects/${projectId}/files/${file.id}`, { content: 'theirs\n', version: 1 });
    const stale = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, { content: 'mine\n', version: 1 });
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as FileConflict;
    expect(conflict).toMatchObject({
      detail: 'This file was changed by someone else since you opened it.',
      current_version: 2,
      current: { content: 'theirs\n', version: 2, updated_by: { username: 'filer' } },
    });
    const stored = (await (await send('GET', `/api/projects/${projectId}/files/${file.id}`)).json()) as CodeFile;
    expect(stored).toMatchObject({ content: 'theirs\n', version: 2 });
  });

  it('asks for the version when a save names none (428)', async () => {
    const file = await createFile('noversion.py');
    const response = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, { content: 'x' });
    expect(response.status).toBe(428);
    expect(((await response.json()) as { detail: string }).detail).toContain('Include the version you edited');
  });

  it('refuses disagreeing or malformed If-Match', async () => {
    const file = await createFile('ifmatch.py');
    const disagreeing = await send(
      'PUT',
      `/api/projects/${projectId}/files/${file.id}`,
      { content: 'x', version: 1 },
      { 'if-match': '"2"' },
    );
    expect(disagreeing.status).toBe(422);
    const malformed = await send(
      'PUT',
      `/api/projects/${projectId}/files/${file.id}`,
      { content: 'x' },
      { 'if-match': 'banana' },
    );
    expect(malformed.status).toBe(422);
  });

  it('renames a file, deriving its language, and refuses a taken name', async () => {
    const file = await createFile('script.js', 'x');
    await createFile('taken.py');
    const renamed = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, {
      filename: 'script.py',
      version: 1,
    });
    const answer = (await renamed.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ filename: 'script.py', language: 'python', version: 2, size: 1 });
    // The answer to a save carries the new version and metadata, not the content the caller sent.
    expect(answer).not.toHaveProperty('content');
    const clash = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, {
      filename: 'taken.py',
      version: 2,
    });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ detail: 'A file named "taken.py" already exists in this project.' });
  });

  it('deletes a file', async () => {
    const file = await createFile('gone.py');
    expect((await send('DELETE', `/api/projects/${projectId}/files/${file.id}`)).status).toBe(204);
    expect((await send('GET', `/api/projects/${projectId}/files/${file.id}`)).status).toBe(404);
    expect((await send('DELETE', `/api/projects/${projectId}/files/${file.id}`)).status).toBe(404);
  });

  // A save checks the caller's session inside its own statement; these pin that it answers as
  // every other protected write does.
  async function fileOfNewUser() {
    const user = await createTestUser(server);
    const headers = { authorization: `Bearer ${user.accessToken}` };
    const project = await server.request('/api/projects', {
      method: 'POST',
      body: { title: 'P', language: 'python' },
      headers,
    });
    const { id: ownProject } = (await project.json()) as { id: string };
    const created = await server.request(`/api/projects/${ownProject}/files`, {
      method: 'POST',
      body: { filename: 'kept.py', content: 'kept\n' },
      headers,
    });
    const file = (await created.json()) as CodeFile;
    const save = (body: unknown, extra: Record<string, string> = {}) =>
      server.request(`/api/projects/${ownProject}/files/${file.id}`, {
        method: 'PUT',
        body,
        headers: { ...headers, ...extra },
      });
    const stored = async () =>
      (
        await server.database.pool.query<{ content: string; version: number }>(
          'select content, version from project_files where id = $1',
          [file.id],
        )
      ).rows[0];
    return { user, file, save, stored };
  }

  it('answers 401 to a signed-out session whatever the save, changing nothing', async () => {
    const { user, save, stored } = await fileOfNewUser();
    expect((await save({ content: 'mine\n', version: 1 })).status).toBe(200);
    await server.request('/auth/v1/logout', { method: 'POST', headers: authServerHeaders(server, user.accessToken) });
    const answers = [
      await save({ content: 'lost\n', version: 2 }),
      await save({ content: 'lost\n', version: 1 }),
      await save({ content: 'lost\n' }, { 'if-match': '"2"' }),
      await save({ content: 'lost\n' }),
      await save({ filename: 'renamed.py', version: 2 }),
      // Neither a bad body nor a bad header wins over 401.
      await save({ content: 5, version: 2 }),
      await save({ content: 'lost\n' }, { 'if-match': 'banana' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('cache-control')).not.toBe('no-store');
      expect(await answer.json()).toEqual({ detail: 'User not authenticated' });
    }
    expect(await stored()).toEqual({ content: 'mine\n', version: 2 });
  });

  it('treats a password-only session of a user with a second factor as signed out when saving', async () => {
    const { user, save, stored } = await fileOfNewUser();
    await server.database.pool.query(
      `insert into auth_mfa_factors (user_id, factor_type, status, secret) values ($1, 'totp', 'verified', 'secret')`,
      [user.id],
    );
    const answer = await save({ content: 'lost\n', version: 1 });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ detail: 'User not authenticated' });
    expect(await stored()).toEqual({ content: 'kept\n', version: 1 });
  });

  it('never loses an acknowledged save when 20 writers race on one file', async () => {
    const file = await createFile('race.txt', '');
    const writers = 20;
    const acknowledged: string[] = [];
    let conflicts = 0;

    async function writer(index: number) {
      const mark = `writer-${index}`;
      for (let attempt = 0; attempt < 100; attempt++) {
        const current = (await (await send('GET', `/api/projects/${projectId}/files/${file.id}`)).json()) as CodeFile;
        const response = await send('PUT', `/api/projects/${projectId}/files/${file.id}`, {
          content: `${current.content}${mark}\n`,
          version: current.version,
        });
        if (response.status === 200) {
          acknowledged.push(mark);
          return;
        }
        expect(response.status).toBe(409);
        conflicts++;
      }
      throw new Error(`${mark} never got a save through`);
    }

    await Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
    const final = (await (await send('GET', `/api/projects/${projectId}/files/${file.id}`)).json()) as CodeFile;
    const lines = final.content.trim().split('\n');
    expect(acknowledged).toHaveLength(writers);
    expect(lines.sort()).toEqual([...acknowledged].sort());
    expect(final.version).toBe(1 + writers);
    expect(conflicts).toBeGreaterThan(0);
  });
});
