import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { createTestUser, signInTestUser } from '../../test/users.ts';
import { testClock } from './auth-client.ts';
import { authCall, meStatus } from './http.ts';
import { latestMail, linkToken, mailCount } from './mail-helpers.ts';

describe('passwords', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  const signUp = (email: string, password: string) => authCall(server, '/signup', { body: { email, password } });

  it('stores a bcrypt hash at the configured cost, never the password', async () => {
    const user = await createTestUser(server, { password: 'plain text secret' });
    const result = await server.database.pool.query('select encrypted_password from auth_users where id = $1', [
      user.id,
    ]);
    const hash = (result.rows[0] as { encrypted_password: string }).encrypted_password;
    expect(server.config.auth.bcryptCost).toBe(4);
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(hash).not.toContain('plain text secret');
  });

  it('requires at least 6 characters (422 weak_password)', async () => {
    const short = await signUp('short@example.com', '12345');
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['length'] } });
    expect((await signUp('six@example.com', '123456')).status).toBe(200);
  });

  it('refuses passwords over 72 bytes instead of truncating them', async () => {
    expect((await signUp('max@example.com', 'a'.repeat(72))).status).toBe(200);
    const long = await signUp('long@example.com', 'a'.repeat(73));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Password cannot be longer than 72 characters');
    // 25 three-byte characters are 75 bytes.
    expect((await signUp('multibyte@example.com', '€'.repeat(25))).status).toBe(400);
    expect((await signUp('emoji@example.com', 'pass 🔑 word')).status).toBe(200);
  });
});

describe('sessions end at once', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('signing out ends product-API access for that access token immediately', async () => {
    const user = await createTestUser(server);
    expect(await meStatus(server, user.accessToken)).toBe(200);
    const logout = await authCall(server, '/logout?scope=local', { method: 'POST', token: user.accessToken });
    expect(logout.status).toBe(204);
    expect(await meStatus(server, user.accessToken)).toBe(401);
    const refresh = await authCall(server, '/token?grant_type=refresh_token', {
      body: { refresh_token: user.refreshToken },
    });
    expect(refresh.body.code).toBe('refresh_token_not_found');
    const direct = await authCall(server, '/user', { token: user.accessToken });
    expect(direct.status).toBe(403);
    expect(direct.body.code).toBe('session_not_found');
  });

  it('a password change signs out every other session but keeps the current one', async () => {
    const user = await createTestUser(server);
    const other = await signInTestUser(server, user.email, user.password);
    const change = await authCall(server, '/user', {
      method: 'PUT',
      token: user.accessToken,
      body: { password: 'changed password', current_password: user.password },
    });
    expect(change.status).toBe(200);
    expect(await meStatus(server, other.access_token)).toBe(401);
    expect(await meStatus(server, user.accessToken)).toBe(200);
  });

  it('a password change needs the right current password', async () => {
    const user = await createTestUser(server);
    const missing = await authCall(server, '/user', {
      method: 'PUT',
      token: user.accessToken,
      body: { password: 'x'.repeat(10) },
    });
    expect(missing.body.code).toBe('reauthentication_needed');
    const wrong = await authCall(server, '/user', {
      method: 'PUT',
      token: user.accessToken,
      body: { password: 'x'.repeat(10), current_password: 'not it' },
    });
    expect(wrong.body.code).toBe('invalid_credentials');
    const same = await authCall(server, '/user', {
      method: 'PUT',
      token: user.accessToken,
      body: { password: user.password, current_password: user.password },
    });
    expect(same.body.code).toBe('same_password');
  });

  it('global sign-out ends every session of the user', async () => {
    const user = await createTestUser(server);
    const other = await signInTestUser(server, user.email, user.password);
    await authCall(server, '/logout', { method: 'POST', token: user.accessToken });
    expect(await meStatus(server, user.accessToken)).toBe(401);
    expect(await meStatus(server, other.access_token)).toBe(401);
  });
});

describe('no account enumeration', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  const shape = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)])).valueOf()
      : Array.isArray(value)
        ? value.map(shape)
        : typeof value;

  it('sign-up of a registered address without confirmation answers 422 user_already_exists, as GoTrue does', async () => {
    const existing = await createTestUser(server);
    const again = await authCall(server, '/signup', { body: { email: existing.email, password: 'another password' } });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 'user_already_exists', msg: 'User already registered' });
    // The existing account keeps its password.
    expect((await signInTestUser(server, existing.email, existing.password)).access_token).toBeTruthy();
  });

  it('with confirmation on, sign-up answers an existing address like a new one and mails its owner instead', async () => {
    const clock = testClock();
    const confirming = await startTestApp({ auth: testAuthConfig({ confirmEmail: true, now: clock.now }) });
    try {
      const signUp = (email: string) =>
        authCall(confirming, '/signup', { body: { email, password: 'another password' } });
      const first = await signUp('owner@example.com');
      expect(first.status).toBe(200);
      const confirmation = await latestMail(confirming, 'owner@example.com');
      const verified = await authCall(confirming, '/verify', {
        body: { type: 'signup', token_hash: linkToken(confirmation) },
      });
      expect(verified.status).toBe(200);
      // One sign-up mail per address per interval, whatever its kind: the confirmation just went out.
      clock.advance(61);

      const again = await signUp('owner@example.com');
      const fresh = await signUp('brand-new@example.com');
      expect(again.status).toBe(200);
      expect(fresh.status).toBe(200);
      expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(shape(again.body.identities)).toEqual(shape(fresh.body.identities));
      expect(again.body.id).not.toBe(first.body.id);
      expect(again.body).not.toHaveProperty('access_token');

      const notice = await latestMail(confirming, 'owner@example.com');
      expect(notice.kind).toBe('registration-attempt');
      expect(notice.subject).toBe('Someone tried to register with your e-mail address');
      expect(notice.textBody).not.toMatch(/auth\/v1\/verify/);
      // A second attempt right away sends nothing more, so sign-up cannot flood the inbox.
      const count = await mailCount(confirming, 'owner@example.com');
      await signUp('owner@example.com');
      expect(await mailCount(confirming, 'owner@example.com')).toBe(count);
    } finally {
      await confirming.close();
    }
  });

  it('recover answers {} whether or not the account exists', async () => {
    const existing = await createTestUser(server);
    const known = await authCall(server, '/recover', { body: { email: existing.email } });
    const unknown = await authCall(server, '/recover', { body: { email: 'ghost@example.com' } });
    expect([known.status, known.body]).toEqual([200, {}]);
    expect([unknown.status, unknown.body]).toEqual([200, {}]);
    // Asking again within a minute is still {} (the second mail is just not sent).
    expect((await authCall(server, '/recover', { body: { email: existing.email } })).body).toEqual({});
  });

  it('sign-in gives one answer for an unknown address and a wrong password', async () => {
    const existing = await createTestUser(server);
    const wrong = await authCall(server, '/token?grant_type=password', {
      body: { email: existing.email, password: 'nope' },
    });
    const unknown = await authCall(server, '/token?grant_type=password', {
      body: { email: 'ghost@example.com', password: 'nope' },
    });
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
  });
});
