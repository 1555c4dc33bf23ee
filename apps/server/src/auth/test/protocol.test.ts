import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { authCall } from './http.ts';

describe('/auth/v1 wire protocol', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('refuses a request without the anon apikey', async () => {
    const response = await server.request('/auth/v1/settings');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_api_key' });
    const wrong = await server.request('/auth/v1/settings', { headers: { apikey: 'x'.repeat(40) } });
    expect(wrong.status).toBe(401);
  });

  it('answers errors as {code, error_code, message, msg} with X-Supabase-Api-Version', async () => {
    const { status, headers, body } = await authCall(server, '/token?grant_type=password', {
      body: { email: 'nobody@example.com', password: 'x' },
    });
    expect(status).toBe(400);
    expect(headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(body).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      message: 'Invalid login credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('accepts null and unknown fields in bodies, and bad JSON is 400 bad_json', async () => {
    const signUp = await authCall(server, '/signup', {
      body: {
        email: 'nulls@example.com',
        password: 'long enough',
        data: { full_name: 'N' },
        code_challenge: null,
        code_challenge_method: null,
        gotrue_meta_security: {},
        surprise: true,
      },
    });
    expect(signUp.status).toBe(200);
    const response = await fetch(`${server.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.app.auth.keys.anonKey, 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json' });
  });

  it('takes an empty JSON body on logout (auth-js sends one) and answers 204', async () => {
    const user = await createTestUser(server);
    const response = await fetch(`${server.baseUrl}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: {
        apikey: server.app.auth.keys.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json;charset=UTF-8',
      },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('answers /user without a bearer token with 401 no_authorization', async () => {
    const response = await fetch(`${server.baseUrl}/auth/v1/user`, {
      headers: { apikey: server.app.auth.keys.anonKey },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('serves /settings and the run-time config with the anon key', async () => {
    const settings = await authCall(server, '/settings');
    expect(settings.body).toMatchObject({ external: { email: true }, mailer_autoconfirm: true });
    const config = await server.request('/api/config');
    expect(await config.json()).toEqual({
      auth_url: '/auth/v1',
      anon_key: server.app.auth.keys.anonKey,
      providers: [],
    });
  });

  it('returns the full user with identities from /user and /api/auth/users/me', async () => {
    const user = await createTestUser(server, { fullName: 'Grace Hopper' });
    const { body } = await authCall(server, '/user', { token: user.accessToken });
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Grace Hopper', email_verified: true },
      is_anonymous: false,
    });
    expect((body.identities as unknown[]).length).toBe(1);
    const me = await server.request('/api/auth/users/me', { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('answers the product API without a valid session with 401 "User not authenticated"', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-jwt' }] as Array<Record<string, string>>) {
      const response = await server.request('/api/auth/users/me', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: 'User not authenticated' });
    }
  });
});
