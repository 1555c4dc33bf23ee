import { randomBytes } from 'node:crypto';
import type { DataExport } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser } from '../../test/users.ts';
import { ask, clientFor } from '../community/test-client.ts';
import { postTicket, validFields } from '../support/test/client.ts';
import { sweepExpiredExports } from './service.ts';

describe('Download my data (/api/account/export)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ support: { submitLimit: { max: 100, windowSeconds: 60 } } });
  });
  afterAll(() => server.close());

  async function stateOf(token: string): Promise<DataExport | null> {
    const response = await clientFor(server)(token).get('/api/account/export');
    expect(response.status).toBe(200);
    return ((await response.json()) as { export: DataExport | null }).export;
  }

  async function readyExport(token: string): Promise<DataExport> {
    await expect.poll(async () => (await stateOf(token))?.status, { timeout: 30_000, interval: 100 }).toBe('ready');
    return (await stateOf(token))!;
  }

  async function download(token: string, id: string): Promise<Response> {
    return clientFor(server)(token).get(`/api/account/export/${id}/download`);
  }

  it('builds one ZIP of the account in the background and gives it to its owner only', async () => {
    const person = await createTestUser(server);
    const other = await createTestUser(server);
    const api = clientFor(server);
    const mine = api(person.accessToken);
    expect(await stateOf(person.accessToken)).toBeNull();

    const project = await mine.send('POST', '/api/projects', {
      title: 'Sorting: the "fast" way',
      language: 'python',
      visibility: 'private',
    });
    expect(project.status).toBe(201);
    const projectId = ((await project.json()) as { id: string }).id;
    // Two files that do not compress: the archive is stored in more than one piece.
    const big = randomBytes(520_000).toString('base64');
    const big2 = randomBytes(520_000).toString('base64');
    for (const [filename, content] of [
      ['main.py', 'print("sorted")\n'],
      ['src/lib/util.py', 'def util():\n    return 1\n'],
      ['data/big.txt', big],
      ['data/big2.txt', big2],
    ] as const) {
      expect((await mine.send('POST', `/api/projects/${projectId}/files`, { filename, content })).status).toBe(201);
    }
    const chat = await mine.send('POST', '/api/ai/chat', { message: 'What does a list comprehension do?' });
    expect(chat.status).toBe(200);
    expect(
      (
        await mine.send('POST', '/api/snippets', {
          title: 'Binary search',
          description: 'Finds an item',
          code: 'def find(): pass',
          language: 'python',
        })
      ).status,
    ).toBe(201);
    const question = await ask(server, person.accessToken, {
      title: 'Why does my loop never end',
      body: 'The loop runs forever and I do not see why.',
      tags: ['python'],
    });
    const ticket = await postTicket(
      server,
      { ...validFields, name: 'Grace Example', email: person.email },
      [{ name: 'notes.txt', bytes: Buffer.from('my attached notes'), type: 'text/plain' }],
      authHeaders(person.accessToken),
    );
    expect(ticket.status).toBe(201);

    const asked = await mine.send('POST', '/api/account/export');
    expect(asked.status).toBe(202);
    const first = ((await asked.json()) as { export: DataExport }).export;
    expect(['queued', 'building', 'ready']).toContain(first.status);
    const again = await mine.send('POST', '/api/account/export');
    // One at a time per account, unless the first finished already.
    if (again.status === 409) {
      expect(await again.json()).toEqual({
        detail: 'Your data export is already being prepared. It will be ready in a few minutes.',
      });
    }

    const ready = await readyExport(person.accessToken);
    expect(ready.expires_at).not.toBeNull();
    expect(Date.parse(ready.expires_at!) - Date.parse(ready.ready_at!)).toBe(24 * 3600 * 1000);

    expect((await download(other.accessToken, ready.id)).status).toBe(404);
    expect((await api(undefined).get(`/api/account/export/${ready.id}/download`)).status).toBe(401);

    const zipped = await download(person.accessToken, ready.id);
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-type')).toBe('application/zip');
    expect(zipped.headers.get('content-disposition')).toBe(`attachment; filename="${ready.file_name}"`);
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.length).toBe(ready.size_bytes);
    const files = unzipSync(bytes);
    const root = ready.file_name.replace(/\.zip$/, '');
    const names = Object.keys(files);
    expect(names.every((name) => name.startsWith(`${root}/`))).toBe(true);
    expect(ready.entries).toBe(names.length);
    const text = (name: string) => strFromU8(files[`${root}/${name}`]!);
    const folder = `projects/Sorting- the -fast- way-${projectId.slice(0, 8)}`;
    expect(text(`${folder}/files/main.py`)).toBe('print("sorted")\n');
    expect(text(`${folder}/files/src/lib/util.py`)).toBe('def util():\n    return 1\n');
    expect(text(`${folder}/files/data/big.txt`)).toBe(big);
    expect(text(`${folder}/files/data/big2.txt`)).toBe(big2);
    const pieces = await server.database.db.execute(
      sql`select count(*)::int as n from data_export_chunks where export_id = ${ready.id}`,
    );
    expect((pieces.rows[0] as { n: number }).n).toBeGreaterThan(1);
    expect(JSON.parse(text(`${folder}/project.json`))).toMatchObject({ title: 'Sorting: the "fast" way' });

    const profile = JSON.parse(text('profile.json')) as { account: { email: string } };
    expect(profile.account.email).toBe(person.email);

    const conversation = names.find((name) => name.includes('/conversations/') && name.endsWith('.md'))!;
    const markdown = strFromU8(files[conversation]!);
    expect(markdown).toContain('## You');
    expect(markdown).toContain('What does a list comprehension do?');
    expect(markdown).toContain('## Assistant');
    const conversationJson = JSON.parse(strFromU8(files[conversation.replace(/\.md$/, '.json')]!)) as {
      messages: { role: string; content: string }[];
    };
    expect(conversationJson.messages.map((message) => message.role)).toEqual(['user', 'assistant']);

    const snippets = JSON.parse(text('snippets/snippets.json')) as { title: string; file: string }[];
    expect(snippets).toHaveLength(1);
    expect(snippets[0]).toMatchObject({ title: 'Binary search', language_name: 'Python' });
    expect(text(snippets[0]!.file)).toBe('def find(): pass');

    const questions = JSON.parse(text('community/questions.json')) as { id: string; body: string }[];
    expect(questions).toEqual([expect.objectContaining({ id: question.id, body: question.body })]);
    expect(JSON.parse(text('community/answers.json'))).toEqual([]);

    const tickets = JSON.parse(text('support/tickets.json')) as {
      subject: string;
      messages: { body: string }[];
      attachments: { file: string }[];
    }[];
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.subject).toBe(validFields.subject);
    expect(text(tickets[0]!.attachments[0]!.file)).toBe('my attached notes');
    expect(JSON.parse(text('learning/progress.json'))).toEqual([]);
    expect(text('README.md')).toContain('# Your Hammurabi data');

    // A new request replaces the finished export; the old link stops working.
    const replaced = await mine.send('POST', '/api/account/export');
    expect(replaced.status).toBe(202);
    const second = await readyExport(person.accessToken);
    expect(second.id).not.toBe(ready.id);
    const stale = await download(person.accessToken, ready.id);
    expect(stale.status).toBe(404);
    expect(await stale.json()).toEqual({
      detail: 'This download does not exist. Ask for a new export on your profile.',
    });
  });

  it('answers 410 once the day is over and deletes the stored archive', async () => {
    const person = await createTestUser(server);
    const mine = clientFor(server)(person.accessToken);
    expect((await mine.send('POST', '/api/account/export')).status).toBe(202);
    const ready = await readyExport(person.accessToken);
    const chunks = sql`select count(*)::int as n from data_export_chunks where export_id = ${ready.id}`;
    expect((await server.database.db.execute(chunks)).rows[0]).toEqual({ n: expect.any(Number) as number });
    expect(((await server.database.db.execute(chunks)).rows[0] as { n: number }).n).toBeGreaterThan(0);

    await server.database.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 second' where id = ${ready.id}`,
    );
    const gone = await download(person.accessToken, ready.id);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({
      detail: 'This download expired 24 hours after it was made. Ask for a new export on your profile.',
    });
    expect(await sweepExpiredExports(server.database.db)).toBe(1);
    expect((await server.database.db.execute(chunks)).rows[0]).toEqual({ n: 0 });
    expect((await stateOf(person.accessToken))?.status).toBe('expired');
    expect((await download(person.accessToken, ready.id)).status).toBe(410);
    // A new one can be asked for at once.
    expect((await mine.send('POST', '/api/account/export')).status).toBe(202);
    expect((await readyExport(person.accessToken)).status).toBe('ready');
  });

  it('refuses a second export while one is being prepared', async () => {
    const person = await createTestUser(server);
    const mine = clientFor(server)(person.accessToken);
    expect((await mine.send('POST', '/api/account/export')).status).toBe(202);
    const ready = await readyExport(person.accessToken);
    // As it stands while a job builds it (on this server or another).
    await server.database.db.execute(sql`update data_exports set status = 'building' where id = ${ready.id}`);
    const refused = await mine.send('POST', '/api/account/export');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      detail: 'Your data export is already being prepared. It will be ready in a few minutes.',
    });
    const notYet = await download(person.accessToken, ready.id);
    expect(notYet.status).toBe(409);
    expect(await notYet.json()).toEqual({ detail: 'Your data export is not ready yet.' });
  });

  it('goes with the account when the account is deleted', async () => {
    const person = await createTestUser(server);
    const mine = clientFor(server)(person.accessToken);
    expect((await mine.send('POST', '/api/account/export')).status).toBe(202);
    const ready = await readyExport(person.accessToken);
    expect((await mine.send('DELETE', '/api/auth/account', { password: person.password })).status).toBe(204);
    const left = await server.database.db.execute(sql`
      select (select count(*)::int from data_exports where id = ${ready.id}) as exports,
        (select count(*)::int from data_export_chunks where export_id = ${ready.id}) as chunks`);
    expect(left.rows[0]).toEqual({ exports: 0, chunks: 0 });
  });
});
