import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, grantTestRole } from '../../test/users.ts';
import { adminApi } from '../admin/test/admin-client.ts';
import { rolesOf } from '../roles.ts';
import { authClient } from './auth-client.ts';

// Answers that the official auth-js integration suite found differing from GoTrue's (decision 116),
// checked here with the real auth-js client against the real server.
describe('answers as GoTrue gives them', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  const address = () => `suite-${Math.random().toString(36).slice(2)}@example.com`;

  it('refuses an SMS code for a well-formed number as an expired code, and a malformed number as GoTrue', async () => {
    const client = authClient(server);
    for (const type of ['sms', 'phone_change'] as const) {
      const { data, error } = await client.verifyOtp({ phone: '+15555550123', token: '123456', type });
      expect(data.user).toBeNull();
      expect(error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    }
    const malformed = await client.verifyOtp({ phone: '15555550123-invalid', token: '123456', type: 'sms' });
    expect(malformed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
  });

  it('refuses a password sign-in by phone as GoTrue with phone logins off', async () => {
    const { error } = await authClient(server).signInWithPassword({ phone: '+15555550123', password: 'whatever1' });
    expect(error).toMatchObject({ status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
  });

  it('writes redirect_to into generated links readable, as GoTrue does, and the link still works', async () => {
    const email = address();
    const redirectTo = `${server.baseUrl}/welcome`;
    const { data, error } = await adminApi(server).generateLink({
      type: 'signup',
      email,
      password: 'a long password',
      options: { redirectTo },
    });
    expect(error).toBeNull();
    const link = data.properties!.action_link;
    expect(link).toContain(`redirect_to=${redirectTo}`);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(redirectTo);
    const opened = await fetch(link.replace(new URL(link).origin, server.baseUrl), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(new RegExp(`^${redirectTo}#access_token=`));
  });

  it('escapes what would cut redirect_to short', async () => {
    const redirectTo = `${server.baseUrl}/welcome?next=a&b=c+d#top`;
    const { data, error } = await adminApi(server).generateLink({
      type: 'signup',
      email: address(),
      password: 'a long password',
      options: { redirectTo },
    });
    expect(error).toBeNull();
    const link = new URL(data.properties!.action_link);
    expect(link.searchParams.get('redirect_to')).toBe(redirectTo);
    expect(link.searchParams.get('type')).toBe('signup');
  });

  it("keeps an application's own app_metadata.roles beside Hammurabi's, granting only Hammurabi's", async () => {
    const admin = adminApi(server);
    const created = await admin.createUser({
      email: address(),
      password: 'a long password',
      app_metadata: { roles: ['editor', 'publisher'], plan: 'team' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.app_metadata).toMatchObject({
      provider: 'email',
      roles: ['editor', 'publisher'],
      plan: 'team',
    });
    const id = created.data.user!.id;
    expect(await rolesOf(server.database.db, id)).toEqual([]);

    const granted = await admin.updateUserById(id, { app_metadata: { roles: ['publisher', 'moderator'] } });
    expect(granted.error).toBeNull();
    expect(granted.data.user?.app_metadata.roles).toEqual(['moderator', 'publisher']);
    expect(await rolesOf(server.database.db, id)).toEqual(['moderator']);

    const cleared = await admin.updateUserById(id, { app_metadata: { roles: [] } });
    expect(cleared.data.user?.app_metadata).not.toHaveProperty('roles');
    expect(cleared.data.user?.app_metadata.plan).toBe('team');
    expect(await rolesOf(server.database.db, id)).toEqual([]);
  });

  it("keeps an application's role names when an administrator sets roles on the admin screen", async () => {
    const admin = adminApi(server);
    const created = await admin.createUser({ email: address(), password: 'a long password', email_confirm: true });
    const id = created.data.user!.id;
    await admin.updateUserById(id, { app_metadata: { roles: ['editor'] } });
    const actor = await createTestUser(server);
    await grantTestRole(server, actor, 'admin');
    const response = await fetch(`${server.baseUrl}/api/admin/users/${id}/roles`, {
      method: 'PUT',
      headers: { ...authHeaders(actor.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ roles: ['staff'] }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { roles: string[] }).roles).toEqual(['staff']);
    expect((await admin.getUserById(id)).data.user?.app_metadata.roles).toEqual(['staff', 'editor']);
  });

  it('marks invited accounts with invited_at, by an invitation and by a generated invite link', async () => {
    const admin = adminApi(server);
    const invited = await admin.inviteUserByEmail(address());
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toEqual(expect.any(String));
    const generated = await admin.generateLink({ type: 'invite', email: address() });
    expect(generated.data.user?.invited_at).toEqual(expect.any(String));
    const read = await admin.getUserById(invited.data.user!.id);
    expect(read.data.user?.invited_at).toBe(invited.data.user?.invited_at);
    const signedUp = await admin.createUser({ email: address(), password: 'a long password' });
    expect(signedUp.data.user).not.toHaveProperty('invited_at');
  });
});
