import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailCount } from '../../auth/test/mail-helpers.ts';
import { authAdminAuditLog, authUsers } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, grantTestRole, signInTestUser, type TestUser } from '../../test/users.ts';

describe('the admin screen API (/api/admin)', () => {
  let server: TestApp;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    server = await startTestApp();
    admin = await createTestUser(server);
    member = await createTestUser(server);
    await grantTestRole(server, admin, 'admin');
  });
  afterAll(() => server.close());

  const call = (path: string, user: TestUser | null, init: { method?: string; body?: unknown } = {}) =>
    server.request(`/api/admin${path}`, { ...init, headers: user ? authHeaders(user.accessToken) : {} });
  const latestAudit = async (userId: string) =>
    (
      await server.database.db
        .select()
        .from(authAdminAuditLog)
        .where(eq(authAdminAuditLog.targetUserId, userId))
        .orderBy(desc(authAdminAuditLog.id))
        .limit(1)
    )[0];

  it('answers 401 signed out and 403 to anyone but an administrator, moderators included', async () => {
    expect((await call('/users', null)).status).toBe(401);
    expect((await call('/stats', member)).status).toBe(403);
    const moderator = await createTestUser(server);
    await grantTestRole(server, moderator, 'moderator');
    for (const path of ['/users', '/audit', '/stats']) {
      const answer = await call(path, moderator);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ detail: 'Only administrators can do that.' });
    }
    const roles = await call(`/users/${member.id}/roles`, member, { method: 'PUT', body: { roles: ['admin'] } });
    expect(roles.status).toBe(403);
  });

  it('searches users by address and shows their roles', async () => {
    const answer = await call(`/users?q=${encodeURIComponent(member.email)}`, admin);
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as { users: { id: string; roles: string[] }[]; total: number };
    expect(list.total).toBe(1);
    expect(list.users[0]).toMatchObject({ id: member.id, roles: [], banned_until: null });
    expect((await call('/users?page=0', admin)).status).toBe(422);
  });

  it('grants and revokes roles, each with an audit entry carrying the reason', async () => {
    const granted = await call(`/users/${member.id}/roles`, admin, {
      method: 'PUT',
      body: { roles: ['moderator'], reason: 'Helps on the board' },
    });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ roles: ['moderator'] });
    const profile = await server.request('/api/auth/profile', { headers: authHeaders(member.accessToken) });
    expect(((await profile.json()) as { roles: string[] }).roles).toEqual(['moderator']);
    expect(await latestAudit(member.id)).toMatchObject({
      actorId: admin.id,
      actor: `user:${admin.email}`,
      action: 'user_updated',
      reason: 'Helps on the board',
      details: { granted: ['moderator'], revoked: [] },
    });
    const revoked = await call(`/users/${member.id}/roles`, admin, { method: 'PUT', body: { roles: [] } });
    expect(await revoked.json()).toMatchObject({ roles: [] });
    const unknown = await call(`/users/${member.id}/roles`, admin, { method: 'PUT', body: { roles: ['owner'] } });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { detail: string }).detail).toContain('Role must be one of');
  });

  it('bans (ending the sessions) and lifts the ban', async () => {
    const target = await createTestUser(server);
    const banned = await call(`/users/${target.id}/ban`, admin, {
      method: 'PUT',
      body: { duration: '24h', reason: 'Spam' },
    });
    expect(banned.status).toBe(200);
    expect(((await banned.json()) as { banned_until: string | null }).banned_until).not.toBeNull();
    expect((await server.request('/api/auth/profile', { headers: authHeaders(target.accessToken) })).status).toBe(401);
    await expect(signInTestUser(server, target.email, target.password)).rejects.toThrow(/user_banned/);
    const lifted = await call(`/users/${target.id}/ban`, admin, { method: 'PUT', body: { duration: 'none' } });
    expect(((await lifted.json()) as { banned_until: string | null }).banned_until).toBeNull();
    await signInTestUser(server, target.email, target.password);
    expect((await call(`/users/${target.id}/ban`, admin, { method: 'PUT', body: { duration: '3 days' } })).status).toBe(
      422,
    );
  });

  it('refuses to ban, delete or demote the administrator themselves', async () => {
    for (const [path, method, body] of [
      [`/users/${admin.id}/ban`, 'PUT', { duration: '24h' }],
      [`/users/${admin.id}`, 'DELETE', {}],
      [`/users/${admin.id}/roles`, 'PUT', { roles: ['staff'] }],
    ] as const) {
      const answer = await call(path, admin, { method, body });
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { detail: string }).detail).toMatch(/^You cannot .* your own account here\.$/);
    }
  });

  it('mails a recovery link, and a confirmation only to an unconfirmed address', async () => {
    const target = await createTestUser(server);
    const before = await mailCount(server, target.email);
    const sent = await call(`/users/${target.id}/mail`, admin, { method: 'POST', body: { kind: 'recovery' } });
    expect(sent.status).toBe(204);
    expect(await mailCount(server, target.email)).toBe(before + 1);
    expect((await latestMail(server, target.email)).subject).toBe('Reset your Hammurabi password');
    expect((await latestAudit(target.id))?.action).toBe('recovery_link_sent');
    const again = await call(`/users/${target.id}/mail`, admin, { method: 'POST', body: { kind: 'confirmation' } });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ detail: 'This address is confirmed already' });
  });

  it('deletes a user after which they are gone, and 404 for an unknown id', async () => {
    const target = await createTestUser(server);
    const deleted = await call(`/users/${target.id}`, admin, { method: 'DELETE', body: { reason: 'Asked by mail' } });
    expect(deleted.status).toBe(204);
    const rows = await server.database.db.select().from(authUsers).where(eq(authUsers.id, target.id));
    expect(rows).toEqual([]);
    expect(await latestAudit(target.id)).toMatchObject({ action: 'user_deleted', reason: 'Asked by mail' });
    const missing = await call(`/users/${target.id}`, admin, { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'User not found' });
  });

  it('lists the audit log newest first, paged, and the counts', async () => {
    const page = (await (await call('/audit', admin)).json()) as {
      entries: { id: string; actor: string; action: string }[];
    };
    expect(page.entries.length).toBeGreaterThan(3);
    const ids = page.entries.map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const older = (await (await call(`/audit?before=${ids[0]!}`, admin)).json()) as { entries: { id: string }[] };
    expect(older.entries[0]?.id).toBe(String(ids[1]));
    expect((await call('/audit?before=abc', admin)).status).toBe(422);

    const stats = (await (await call('/stats', admin)).json()) as Record<string, number>;
    expect(Object.keys(stats).sort()).toEqual(
      ['active_this_week', 'answers', 'playground_programs', 'questions', 'snippets', 'tickets', 'users'].sort(),
    );
    expect(stats.users).toBeGreaterThanOrEqual(2);
    expect(stats.active_this_week).toBeGreaterThanOrEqual(2);
  });
});
