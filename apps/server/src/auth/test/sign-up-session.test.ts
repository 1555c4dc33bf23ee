import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { authClient } from './auth-client.ts';
import { mailCount } from './mail-helpers.ts';
import { authCall, meStatus } from './http.ts';

// Issue #36.1: with AUTH_CONFIRM_EMAIL off, GoTrue answers sign-up with a session; we answered a
// bare user, so supabase.auth.signUp() gave `session: null` and apps had to sign in again.
describe('sign-up answers a session when confirmation is off', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ auth: testAuthConfig({ confirmEmail: false }) });
  });
  afterAll(() => server.close());

  it('gives auth-js a working session, stored like a sign-in, and mails nothing', async () => {
    const client = authClient(server);
    const email = `now-${Math.random().toString(36).slice(2)}@example.com`;
    const { data, error } = await client.signUp({ email, password: 'correct horse', options: { data: { a: 1 } } });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email } });
    expect(data.session?.refresh_token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({ email, user_metadata: { a: 1, email_verified: true } });
    expect((await client.getSession()).data.session?.access_token).toBe(data.session?.access_token);
    expect((await client.getUser()).data.user?.id).toBe(data.user?.id);
    expect(await meStatus(server, data.session!.access_token)).toBe(200);
    expect((await client.refreshSession()).error).toBeNull();
    expect(await mailCount(server, email)).toBe(0);

    const again = await authClient(server).signUp({ email, password: 'another password' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    expect(again.data.session).toBeNull();
  });

  it('still answers a user without a session, and mails the link, when confirmation is on', async () => {
    const confirming = await startTestApp({ auth: testAuthConfig({ confirmEmail: true }) });
    try {
      const email = `later-${Math.random().toString(36).slice(2)}@example.com`;
      const { data, error } = await authClient(confirming).signUp({ email, password: 'correct horse' });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(await mailCount(confirming, email)).toBe(1);
    } finally {
      await confirming.close();
    }
  });

  it('publishes no public keys, and auth-js getClaims() still checks an HS256 token', async () => {
    expect((await authCall(server, '/.well-known/jwks.json')).body).toEqual({ keys: [] });
    const client = authClient(server);
    const email = `claims-${Math.random().toString(36).slice(2)}@example.com`;
    await client.signUp({ email, password: 'correct horse' });
    const { data, error } = await client.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ email, role: 'authenticated' });
  });
});
