import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { authHeaders, createTestUser, type TestUser } from '../../test/users.ts';

describe('/api/auth/profile', () => {
  let server: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    server = await startTestApp();
    ada = await createTestUser(server, { fullName: 'Ada Lovelace', username: 'ada' });
  });
  afterAll(() => server.close());

  const get = (token: string) => server.request('/api/auth/profile', { headers: authHeaders(token) });
  const put = (token: string, body: unknown) =>
    server.request('/api/auth/profile', { method: 'PUT', body, headers: authHeaders(token) });

  it('starts from the sign-up metadata', async () => {
    const response = await get(ada.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      id: ada.id,
      email: ada.email,
      username: 'ada',
      full_name: 'Ada Lovelace',
      bio: null,
      avatar_url: null,
      expertise_level: null,
      social_links: { github_username: null, linkedin_url: null, website_url: null },
    });
  });

  it('saves every field and mirrors the name into the auth user', async () => {
    const body = {
      username: 'countess_ada',
      full_name: 'Augusta Ada King',
      bio: 'First programmer.',
      avatar_url: 'https://example.com/ada.png',
      expertise_level: 'expert',
      social_links: {
        github_username: 'ada-lovelace',
        linkedin_url: 'https://www.linkedin.com/in/ada',
        website_url: 'https://ada.example',
      },
    };
    const response = await put(ada.accessToken, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(body);
    expect(await (await get(ada.accessToken)).json()).toMatchObject(body);
    const me = await server.request('/api/auth/users/me', { headers: authHeaders(ada.accessToken) });
    expect(((await me.json()) as { user_metadata: object }).user_metadata).toMatchObject({
      full_name: 'Augusta Ada King',
      username: 'countess_ada',
    });
  });

  it('clears a field given as an empty string and keeps fields not given', async () => {
    const response = await put(ada.accessToken, { bio: '' });
    expect(await response.json()).toMatchObject({ bio: null, full_name: 'Augusta Ada King' });
  });

  it('keeps usernames unique regardless of letter case', async () => {
    const grace = await createTestUser(server);
    const response = await put(grace.accessToken, { username: 'Countess_Ada' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ detail: 'username: This username is already taken.' });
  });

  it.each([
    [{ username: 'a' }, 'username: Username must be 3–30 characters'],
    [{ username: 'bad name!' }, 'username: Username must be 3–30 characters'],
    [{ expertise_level: 'guru' }, 'expertise_level: Expertise level must be beginner, intermediate or expert.'],
    [{ avatar_url: 'javascript:alert(1)' }, 'avatar_url: Avatar URL must be a web address'],
    [
      { social_links: { website_url: 'ftp://x.example' } },
      'social_links.website_url: Website URL must be a web address',
    ],
    [{ social_links: { github_username: '-bad-' } }, 'social_links.github_username: GitHub username may contain'],
    [{ bio: 'x'.repeat(501) }, 'bio: Bio must be at most 500 characters.'],
    [{ full_name: 'x'.repeat(101) }, 'full_name: Full name must be at most 100 characters.'],
    [{ role: 'admin' }, 'role'],
  ])('refuses %j with a clear 422', async (body, detail) => {
    const response = await put(ada.accessToken, body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: string }).detail).toContain(detail);
  });

  it('limits each account to 30 saves a minute, not everyone behind one address', async () => {
    const busy = await createTestUser(server, { fullName: 'Busy Bee' });
    const neighbour = await createTestUser(server, { fullName: 'Next Door' });
    for (let save = 0; save < 30; save += 1) {
      expect((await put(busy.accessToken, { bio: `save ${save}` })).status).toBe(200);
    }
    const refused = await put(busy.accessToken, { bio: 'one more' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Same client address (every test request comes from 127.0.0.1), another account.
    expect((await put(neighbour.accessToken, { bio: 'mine' })).status).toBe(200);
  });

  it('answers 401 "User not authenticated" without a session, before looking at the body', async () => {
    for (const response of [
      await server.request('/api/auth/profile'),
      await server.request('/api/auth/profile', { method: 'PUT', body: { expertise_level: 'guru' } }),
      await server.request('/api/auth/users/me'),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ detail: 'User not authenticated' });
    }
  });

  it('is gone for a signed-out session', async () => {
    const user = await createTestUser(server);
    await server.request('/auth/v1/logout', {
      method: 'POST',
      headers: { apikey: server.app.auth.keys.anonKey, authorization: `Bearer ${user.accessToken}` },
    });
    expect((await get(user.accessToken)).status).toBe(401);
  });
});
