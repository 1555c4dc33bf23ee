import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, signInTestUser } from '../../test/users.ts';
import { ask, clientFor } from '../community/test-client.ts';
import { postTicket, validFields } from '../support/test/client.ts';

describe('deleting one’s own account (DELETE /api/auth/account)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ support: { submitLimit: { max: 100, windowSeconds: 60 } } });
  });
  afterAll(() => server.close());

  /** Every column that points at auth_users, with how many rows still hold the id. */
  async function rowsPointingAt(userId: string): Promise<Record<string, number>> {
    const columns = await server.database.db.execute(sql`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'auth_users'::regclass`);
    const found: Record<string, number> = {};
    for (const row of columns.rows as { table_name: string; column_name: string }[]) {
      const counted = await server.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(row.table_name)} where ${sql.identifier(row.column_name)} = ${userId}`,
      );
      found[`${row.table_name}.${row.column_name}`] = (counted.rows[0] as { n: number }).n;
    }
    return found;
  }

  it('needs the password, then removes the person and every row of theirs; questions stay as by a deleted user', async () => {
    const person = await createTestUser(server);
    const other = await createTestUser(server);
    const api = clientFor(server);
    const mine = api(person.accessToken);
    expect(
      (await mine.send('POST', '/api/projects', { title: 'Private work', language: 'python', visibility: 'private' }))
        .status,
    ).toBe(201);
    expect(
      (await mine.send('POST', '/api/snippets', { title: 'Mine', description: 'Mine', code: 'print(1)' })).status,
    ).toBe(201);
    // Public work goes too (decision 100); copies others forked stay theirs.
    const publicProject = await mine.send('POST', '/api/projects', {
      title: 'Shared work',
      language: 'python',
      visibility: 'public',
    });
    expect(publicProject.status).toBe(201);
    const publicProjectId = ((await publicProject.json()) as { id: string }).id;
    const publicSnippet = await mine.send('POST', '/api/snippets', {
      title: 'Shared snippet',
      description: 'For everyone',
      code: 'print(2)',
      visibility: 'public',
    });
    expect(publicSnippet.status).toBe(201);
    const publicSnippetId = ((await publicSnippet.json()) as { id: string }).id;
    const theirs = api(other.accessToken);
    const forkedProject = await theirs.send('POST', `/api/projects/${publicProjectId}/fork`, {});
    expect(forkedProject.status).toBe(201);
    const forkedSnippet = await theirs.send('POST', `/api/snippets/${publicSnippetId}/fork`, {});
    expect(forkedSnippet.status).toBe(201);
    const question = await ask(server, person.accessToken, {
      title: 'Why does my loop never end',
      body: 'The loop runs forever and I do not see why.',
      tags: ['python'],
    });
    const ticket = await postTicket(
      server,
      { ...validFields, name: 'Grace Example', email: person.email },
      [{ name: 'notes.txt', bytes: Buffer.from('my phone number'), type: 'text/plain' }],
      authHeaders(person.accessToken),
    );
    expect(ticket.status).toBe(201);
    expect((await api(undefined).send('POST', '/api/newsletter', { email: person.email })).status).toBeLessThan(300);

    const wrong = await mine.send('DELETE', '/api/auth/account', { password: 'not the password' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ detail: 'That password is not right.' });
    expect((await mine.send('DELETE', '/api/auth/account', {})).status).toBe(422);
    expect((await api(undefined).send('DELETE', '/api/auth/account', { password: 'x' })).status).toBe(401);

    const deleted = await mine.send('DELETE', '/api/auth/account', { password: person.password });
    expect(deleted.status).toBe(204);

    expect(Object.entries(await rowsPointingAt(person.id)).filter(([, count]) => count > 0)).toEqual([]);
    const leftovers = await server.database.db.execute(sql`
      select (select count(*)::int from auth_users where id = ${person.id} or email = ${person.email}) as users,
        (select count(*)::int from support_tickets where email = ${person.email} or name = 'Grace Example') as tickets,
        (select count(*)::int from support_attachments a join support_tickets t on t.id = a.ticket_id
          where t.id = ${ticket.body.id as string}) as attachments,
        (select count(*)::int from newsletter_subscriptions where email = ${person.email}) as newsletter`);
    expect(leftovers.rows[0]).toEqual({ users: 0, tickets: 0, attachments: 0, newsletter: 0 });
    expect((await mine.get('/api/auth/profile')).status).toBe(401);
    await expect(signInTestUser(server, person.email, person.password)).rejects.toThrow(/invalid_credentials/);

    expect((await theirs.get(`/api/projects/${publicProjectId}`)).status).toBe(404);
    expect((await theirs.get(`/api/snippets/${publicSnippetId}`)).status).toBe(404);
    const keptProject = (await forkedProject.json()) as { id: string };
    expect((await theirs.get(`/api/projects/${keptProject.id}`)).status).toBe(200);
    const keptSnippet = (await forkedSnippet.json()) as { id: string };
    expect((await theirs.get(`/api/snippets/${keptSnippet.id}`)).status).toBe(200);

    const seen = await api(other.accessToken).get(`/api/community/questions/${question.id}`);
    expect(seen.status).toBe(200);
    // A null author: the board shows it as by a deleted user.
    expect(((await seen.json()) as { author: unknown }).author).toBeNull();
  });
});
