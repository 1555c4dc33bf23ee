import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../../auth/admin/test/admin-client.ts';
import { authAdminAuditLog } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, grantTestRole, signInTestUser } from '../../test/users.ts';
import { ask, clientFor } from '../community/test-client.ts';
import { postTicket, validFields } from '../support/test/client.ts';
import { buildAccountWork, expectOnlyPublicWorkKept } from './test/account-work.ts';

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

  it('needs the password, then removes the person, their private work and every row of theirs; public work and questions stay as by a former member', async () => {
    const person = await createTestUser(server);
    const other = await createTestUser(server);
    const api = clientFor(server);
    const mine = api(person.accessToken);
    const work = await buildAccountWork(server, person);
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

    await expectOnlyPublicWorkKept(server, work);

    const seen = await api(other.accessToken).get(`/api/community/questions/${question.id}`);
    expect(seen.status).toBe(200);
    // A null author: the board shows it as by "Former member".
    expect(((await seen.json()) as { author: unknown }).author).toBeNull();
  });

  it('keeps public work the same way when an administrator deletes the account through /auth/v1/admin/users/{id}; an administrator then deletes the kept project and a moderator the kept snippet', async () => {
    const person = await createTestUser(server);
    const work = await buildAccountWork(server, person);
    const { error } = await adminApi(server).deleteUser(person.id);
    expect(error).toBeNull();
    expect(Object.entries(await rowsPointingAt(person.id)).filter(([, count]) => count > 0)).toEqual([]);
    await expectOnlyPublicWorkKept(server, work);

    const api = clientFor(server);
    const admin = await createTestUser(server);
    await grantTestRole(server, admin, 'admin');
    const removed = await api(admin.accessToken).send('DELETE', `/api/projects/${work.publicProjectId}`);
    expect(removed.status).toBe(204);
    expect((await api(undefined).get(`/api/projects/${work.publicProjectId}`)).status).toBe(404);
    const [entry] = await server.database.db
      .select()
      .from(authAdminAuditLog)
      .where(eq(authAdminAuditLog.actorId, admin.id))
      .orderBy(desc(authAdminAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'ownerless_project_deleted',
      details: { target_type: 'project', target_id: work.publicProjectId },
    });
    // The fork is its owner's own copy and stays; its source is gone.
    const fork = await api(work.forker.accessToken).get(`/api/projects/${work.forkedProjectId}`);
    expect(await fork.json()).toMatchObject({ role: 'owner', forked_from: null });

    const moderator = await createTestUser(server);
    await grantTestRole(server, moderator, 'moderator');
    const decided = await api(moderator.accessToken).send(
      'POST',
      `/api/moderation/items/snippet/${work.publicSnippetId}/decision`,
      { action: 'delete', reason: 'Spam left behind' },
    );
    expect(decided.status).toBe(204);
    expect((await api(undefined).get(`/api/snippets/${work.publicSnippetId}`)).status).toBe(404);
  });

  it('lets an administrator delete only a project without an owner, not a member’s own public project', async () => {
    const owner = await createTestUser(server);
    const admin = await createTestUser(server);
    await grantTestRole(server, admin, 'admin');
    const api = clientFor(server);
    const project = await api(owner.accessToken).send('POST', '/api/projects', {
      title: 'Still owned',
      language: 'python',
      visibility: 'public',
    });
    const { id } = (await project.json()) as { id: string };
    const refused = await api(admin.accessToken).send('DELETE', `/api/projects/${id}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'Only the owner can delete this project.' });
  });
});
