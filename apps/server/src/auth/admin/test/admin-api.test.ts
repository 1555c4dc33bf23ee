import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAdminAuditLog } from '../../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { authHeaders, createTestUser, grantTestRole } from '../../../test/users.ts';
import { authClient } from '../../test/auth-client.ts';
import { authCall, meStatus } from '../../test/http.ts';
import { latestMail, linkToken } from '../../test/mail-helpers.ts';
import { revokeRole } from '../../roles.ts';
import { totpCode, totpStep } from '../../totp.ts';
import { adminApi } from './admin-client.ts';

const address = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('the admin API through @supabase/auth-js (auth.admin)', () => {
  let server: TestApp;
  let admin: ReturnType<typeof adminApi>;
  beforeAll(async () => {
    server = await startTestApp();
    admin = adminApi(server);
  });
  afterAll(() => server.close());

  const auditOf = (userId: string) =>
    server.database.db
      .select()
      .from(authAdminAuditLog)
      .where(eq(authAdminAuditLog.targetUserId, userId))
      .orderBy(desc(authAdminAuditLog.id));

  it('creates a confirmed user with a role that the JWT and the profile carry', async () => {
    const email = address('made');
    const { data, error } = await admin.createUser({
      email,
      password: 'made by admin',
      email_confirm: true,
      user_metadata: { full_name: 'Made Person' },
      app_metadata: { roles: ['moderator'] },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, app_metadata: { provider: 'email', roles: ['moderator'] } });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));

    const client = authClient(server);
    const signedIn = await client.signInWithPassword({ email, password: 'made by admin' });
    expect(signedIn.error).toBeNull();
    const payload = signedIn.data.session!.access_token.split('.')[1]!;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { app_metadata: { roles: string[] } };
    expect(claims.app_metadata.roles).toEqual(['moderator']);
    const profile = await server.request('/api/auth/profile', {
      headers: authHeaders(signedIn.data.session!.access_token),
    });
    expect(((await profile.json()) as { roles: string[] }).roles).toEqual(['moderator']);

    expect((await admin.createUser({ email, password: 'again and again' })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
    // Other names are an application's own roles (decision 116); a list of names is required.
    expect((await admin.createUser({ email: address('bad'), app_metadata: { roles: 'owner' } })).error).toMatchObject({
      status: 400,
      message: 'app_metadata.roles must be a list of role names',
    });
    expect((await auditOf(data.user!.id))[0]).toMatchObject({
      actor: 'service_role',
      action: 'user_created',
      targetEmail: email,
      details: { email_confirm: true, roles: ['moderator'] },
    });
  });

  it('grants and revokes roles with PUT app_metadata.roles, keeping other metadata', async () => {
    const person = await createTestUser(server);
    const granted = await admin.updateUserById(person.id, {
      app_metadata: { roles: ['staff', 'moderator'], plan: 'school' },
      user_metadata: { nickname: 'Ada' },
      reason: 'joins the support team',
    } as never);
    expect(granted.error).toBeNull();
    expect(granted.data.user?.app_metadata).toMatchObject({
      provider: 'email',
      plan: 'school',
      roles: ['moderator', 'staff'],
    });
    expect(granted.data.user?.user_metadata).toMatchObject({ nickname: 'Ada' });
    expect(typeof granted.data.user?.user_metadata.username).toBe('string');
    // The role counts at once for the token the person already holds.
    expect((await server.request('/api/support/inbox', { headers: authHeaders(person.accessToken) })).status).toBe(200);

    const revoked = await admin.updateUserById(person.id, { app_metadata: { roles: [] } });
    expect(revoked.data.user?.app_metadata).not.toHaveProperty('roles');
    expect(revoked.data.user?.app_metadata).toMatchObject({ plan: 'school' });
    expect((await server.request('/api/support/inbox', { headers: authHeaders(person.accessToken) })).status).toBe(403);

    const entries = await auditOf(person.id);
    expect(entries.map((entry) => entry.action)).toEqual(['user_updated', 'user_updated']);
    expect(entries[1]).toMatchObject({
      reason: 'joins the support team',
      details: { granted: ['moderator', 'staff'], revoked: [] },
    });
    expect(entries[0]).toMatchObject({ reason: null, details: { granted: [], revoked: ['moderator', 'staff'] } });
  });

  it('lists users with paging and a search on the address, and gets one', async () => {
    const marker = Math.random().toString(36).slice(2, 8);
    const made = [];
    for (const label of ['a', 'b', 'c']) {
      made.push((await admin.createUser({ email: `${label}-${marker}@list.example.com` })).data.user!);
    }
    const firstPage = await admin.listUsers({ page: 1, perPage: 2 });
    expect(firstPage.error).toBeNull();
    expect(firstPage.data.users).toHaveLength(2);
    expect(firstPage.data).toMatchObject({ nextPage: 2 });
    expect((firstPage.data as { total: number }).total).toBeGreaterThanOrEqual(3);

    const search = await authCall(server, `/admin/users?filter=${marker}&per_page=2&page=2`, {
      headers: {
        apikey: server.app.auth.keys.serviceRoleKey,
        authorization: `Bearer ${server.app.auth.keys.serviceRoleKey}`,
      },
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('x-total-count')).toBe('3');
    expect((search.body.users as Array<{ email: string }>).map((user) => user.email)).toEqual([
      `a-${marker}@list.example.com`,
    ]);

    expect((await admin.getUserById(made[1]!.id)).data.user?.email).toBe(`b-${marker}@list.example.com`);
    const missing = await admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect(
      (
        await authCall(server, '/admin/users?per_page=0', {
          headers: { authorization: `Bearer ${server.app.auth.keys.serviceRoleKey}` },
        })
      ).status,
    ).toBe(400);
    // Nonsense paging or search is a 400, never a database error.
    for (const query of ['page=100000000000000000000', 'filter=%00', 'per_page=abc']) {
      const refused = await authCall(server, `/admin/users?${query}`, {
        headers: { authorization: `Bearer ${server.app.auth.keys.serviceRoleKey}` },
      });
      expect(refused.status, query).toBe(400);
    }
  });

  it('bans a user: their tokens stop at once, sign-in is refused until the ban is lifted', async () => {
    const person = await createTestUser(server);
    expect(await meStatus(server, person.accessToken)).toBe(200);
    const banned = await admin.updateUserById(person.id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expect(banned.data.user).toHaveProperty('banned_until');
    expect(await meStatus(server, person.accessToken)).toBe(401);
    expect((await authCall(server, '/user', { token: person.accessToken })).body.code).toBe('session_not_found');
    const refresh = await authCall(server, '/token?grant_type=refresh_token', {
      body: { refresh_token: person.refreshToken },
    });
    expect(refresh.status).toBe(400);
    const again = await authClient(server).signInWithPassword({ email: person.email, password: person.password });
    expect(again.error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });

    expect((await admin.updateUserById(person.id, { ban_duration: 'soon' })).error).toMatchObject({ status: 400 });
    expect((await admin.updateUserById(person.id, { ban_duration: 'none' })).data.user).not.toHaveProperty(
      'banned_until',
    );
    expect(
      (await authClient(server).signInWithPassword({ email: person.email, password: person.password })).error,
    ).toBeNull();
  });

  it('deletes users hard or softly; their tokens stop at once', async () => {
    const hard = await createTestUser(server);
    expect((await admin.deleteUser(hard.id)).data.user?.email).toBe(hard.email);
    expect(await meStatus(server, hard.accessToken)).toBe(401);
    expect((await admin.getUserById(hard.id)).error?.status).toBe(404);

    const soft = await createTestUser(server);
    expect((await admin.deleteUser(soft.id, true)).error).toBeNull();
    expect(await meStatus(server, soft.accessToken)).toBe(401);
    expect((await admin.getUserById(soft.id)).error?.status).toBe(404);
    // The address is free again; the old password opens nothing.
    const retry = await authClient(server).signInWithPassword({ email: soft.email, password: soft.password });
    expect(retry.error?.code).toBe('invalid_credentials');
    expect((await admin.createUser({ email: soft.email })).error).toBeNull();
    expect((await auditOf(soft.id)).map((entry) => entry.action)).toEqual(['user_soft_deleted']);
  });

  it('invites by mail; the link signs the person in', async () => {
    const email = address('invited');
    const { data, error } = await admin.inviteUserByEmail(email, { data: { full_name: 'Invited One' } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Invited One' } });
    const mail = await latestMail(server, email);
    expect(mail).toMatchObject({ kind: 'invite', subject: 'You have been invited to Hammurabi' });
    const verified = await authClient(server).verifyOtp({ type: 'invite', token_hash: linkToken(mail) });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await admin.inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('generates magic-link, recovery and signup links without mailing', async () => {
    const person = await createTestUser(server);
    const magic = await admin.generateLink({ type: 'magiclink', email: person.email });
    expect(magic.error).toBeNull();
    expect(magic.data.properties).toMatchObject({
      verification_type: 'magiclink',
    });
    expect(magic.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(magic.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    const signedIn = await authClient(server).verifyOtp({
      type: 'magiclink',
      token_hash: magic.data.properties!.hashed_token,
    });
    expect(signedIn.data.user?.id).toBe(person.id);

    const recovery = await admin.generateLink({ type: 'recovery', email: person.email });
    const code = await authClient(server).verifyOtp({
      type: 'recovery',
      email: person.email,
      token: recovery.data.properties!.email_otp,
    });
    expect(code.error).toBeNull();

    const email = address('linked');
    const signup = await admin.generateLink({ type: 'signup', email, password: 'link password' });
    expect(signup.data.user?.email).toBe(email);
    expect((await admin.generateLink({ type: 'magiclink', email: address('nobody') })).error?.status).toBe(404);
    expect((await admin.generateLink({ type: 'sms' as never, email })).error?.status).toBe(400);
    await expect(latestMail(server, email)).rejects.toThrow(/no mail/);
  });

  it('lists and removes a user’s MFA factors', async () => {
    const person = await createTestUser(server);
    const client = authClient(server);
    await client.signInWithPassword({ email: person.email, password: person.password });
    const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(enrolled.error).toBeNull();
    const listed = await admin.mfa.listFactors({ userId: person.id });
    expect(listed.data?.factors.map((factor) => factor.id)).toEqual([enrolled.data!.id]);
    const removed = await admin.mfa.deleteFactor({ userId: person.id, id: enrolled.data!.id });
    expect(removed.error).toBeNull();
    expect((await admin.mfa.listFactors({ userId: person.id })).data?.factors).toEqual([]);
  });

  it('lets in the service_role key and live administrators only', async () => {
    const target = await createTestUser(server);
    const anon = await adminApi(server, server.app.auth.keys.anonKey).getUserById(target.id);
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
    const plain = await createTestUser(server);
    expect((await adminApi(server, plain.accessToken).getUserById(target.id)).error).toMatchObject({ status: 403 });
    const noBearer = await server.request(`/auth/v1/admin/users/${target.id}`, {
      headers: { apikey: server.app.auth.keys.anonKey },
    });
    expect(noBearer.status).toBe(401);

    const boss = await createTestUser(server);
    await grantTestRole(server, boss, 'admin');
    const asBoss = adminApi(server, boss.accessToken);
    const granted = await asBoss.updateUserById(target.id, { app_metadata: { roles: ['staff'] } });
    expect(granted.error).toBeNull();
    expect((await auditOf(target.id))[0]).toMatchObject({ actor: `user:${boss.email}`, actorId: boss.id });
    await revokeRole(server.database.db, boss.id, 'admin');
    expect((await asBoss.getUserById(target.id)).error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('asks an administrator with a second factor for an aal2 session', async () => {
    const boss = await createTestUser(server);
    await grantTestRole(server, boss, 'admin');
    const client = authClient(server);
    await client.signInWithPassword({ email: boss.email, password: boss.password });
    const { data: enrolled } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const { data: challenge } = await client.mfa.challenge({ factorId: enrolled!.id });
    const code = totpCode(enrolled!.totp.secret, totpStep(Date.now()));
    const verified = await client.mfa.verify({ factorId: enrolled!.id, challengeId: challenge!.id, code });
    expect(verified.error).toBeNull();
    expect((await adminApi(server, verified.data!.access_token).getUserById(boss.id)).error).toBeNull();

    const passwordOnly = await authClient(server).signInWithPassword({ email: boss.email, password: boss.password });
    const refused = await adminApi(server, passwordOnly.data.session!.access_token).getUserById(boss.id);
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
  });
});
