import type { InstanceSettingsView } from '@hammurabi/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAdminAuditLog } from '../db/schema/index.ts';
import { ask } from '../modules/community/test-client.ts';
import { startSecondProcess, startTestApp, type TestApp } from '../test/harness.ts';
import { authHeaders, authServerHeaders, createTestUser, grantTestRole, type TestUser } from '../test/users.ts';

describe('instance settings changed at run time (/api/admin/settings)', () => {
  let server: TestApp;
  let second: Awaited<ReturnType<typeof startSecondProcess>>;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    server = await startTestApp({ moderation: { flagThreshold: 2 } });
    second = await startSecondProcess(server);
    admin = await createTestUser(server);
    member = await createTestUser(server);
    await grantTestRole(server, admin, 'admin');
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  const settings = (user: TestUser | null, body?: unknown) =>
    server.request('/api/admin/settings', {
      method: body === undefined ? 'GET' : 'PUT',
      body,
      headers: user ? authHeaders(user.accessToken) : {},
    });
  const change = async (body: Record<string, unknown>) => {
    const answer = await settings(admin, body);
    expect(answer.status).toBe(200);
    return (await answer.json()) as InstanceSettingsView;
  };
  /** A sign-up through the real POST /auth/v1/signup of one of the two servers. */
  const signUp = async (target: Pick<TestApp, 'request'>, email: string) => {
    const answer = await target.request('/auth/v1/signup', {
      method: 'POST',
      body: { email, password: 'a-Secret-password-1' },
      headers: authServerHeaders(server),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  let counter = 0;
  const address = (domain: string) => `person-${(counter += 1)}-${Date.now()}@${domain}`;

  it('is for administrators only', async () => {
    expect((await settings(null)).status).toBe(401);
    const refused = await settings(member, { signup_disabled: true });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'Only administrators can do that.' });
    expect((await settings(member)).status).toBe(403);
  });

  it('starts at the environment values, none changed', async () => {
    const answer = await settings(admin);
    expect(answer.status).toBe(200);
    const defaults = { signup_disabled: false, allowed_email_domains: [], moderation_flag_threshold: 2 };
    expect(await answer.json()).toEqual({ settings: defaults, defaults, changed: [] });
  });

  it('closes sign-ups on every server at once, and opens them again', async () => {
    const closed = await change({ signup_disabled: true, reason: 'Term is over' });
    expect(closed.settings.signup_disabled).toBe(true);
    expect(closed.changed).toEqual(['signup_disabled']);
    for (const target of [server, second]) {
      expect(await signUp(target, address('example.com'))).toMatchObject({
        status: 422,
        body: { error_code: 'signup_disabled', msg: 'Signups not allowed for this instance' },
      });
      const gotrue = await target.request('/auth/v1/settings', { headers: authServerHeaders(server) });
      expect(((await gotrue.json()) as { disable_signup: boolean }).disable_signup).toBe(true);
    }
    const entry = (
      await server.database.db
        .select()
        .from(authAdminAuditLog)
        .where(eq(authAdminAuditLog.action, 'settings_changed'))
        .orderBy(desc(authAdminAuditLog.id))
        .limit(1)
    )[0];
    expect(entry).toMatchObject({
      actor: `user:${admin.email}`,
      reason: 'Term is over',
      details: { signup_disabled: { from: false, to: true } },
    });

    const reopened = await change({ signup_disabled: null });
    expect(reopened.changed).toEqual([]);
    expect(reopened.settings.signup_disabled).toBe(false);
    expect((await signUp(second, address('example.com'))).status).toBe(200);
  });

  it('limits sign-ups to the allowed domains', async () => {
    const limited = await change({ allowed_email_domains: [' School.Example ', 'uni.example'] });
    expect(limited.settings.allowed_email_domains).toEqual(['school.example', 'uni.example']);
    const outsider = address('example.com');
    expect(await signUp(second, outsider)).toMatchObject({
      status: 400,
      body: {
        error_code: 'email_address_not_authorized',
        msg: `Email address "${outsider}" cannot be used as it is not authorized`,
      },
    });
    expect((await signUp(server, address('school.example'))).status).toBe(200);
    await change({ allowed_email_domains: [] });
    expect((await signUp(server, address('example.com'))).status).toBe(200);
  });

  it('changes the number of flags that hide a post', async () => {
    const flag = async (by: TestUser, id: string) => {
      const answer = await server.request('/api/moderation/flags', {
        method: 'POST',
        body: { target_type: 'question', target_id: id, reason: 'spam' },
        headers: authHeaders(by.accessToken),
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { hidden: boolean }).hidden;
    };
    const before = await ask(server, member.accessToken, {
      title: 'Cheap watches for sale here',
      body: 'Visit my shop for the best prices on watches.',
      tags: ['python'],
    });
    // The environment's 2: one flag does not hide it.
    expect(await flag(admin, before.id)).toBe(false);
    await change({ moderation_flag_threshold: 1 });
    const after = await ask(server, member.accessToken, {
      title: 'More cheap watches for sale',
      body: 'Visit my other shop for even better prices.',
      tags: ['python'],
    });
    expect(await flag(admin, after.id)).toBe(true);
  });

  it('refuses bad values with a readable detail and changes nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ moderation_flag_threshold: 0 }, /The flag threshold must be at least 1\./],
      [{ moderation_flag_threshold: 2.5 }, /whole number/],
      [{ allowed_email_domains: ['not a domain'] }, /Domains look like school\.example/],
      [{ signup_disabled: 'yes' }, /signup_disabled/],
      [{ jwt_secret: 'x' }, /jwt_secret/],
    ];
    const before = await (await settings(admin)).json();
    for (const [body, detail] of cases) {
      const answer = await settings(admin, body);
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { detail: string }).detail).toMatch(detail);
    }
    expect(await (await settings(admin)).json()).toEqual(before);
  });
});
