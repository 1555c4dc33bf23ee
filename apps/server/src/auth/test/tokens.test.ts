import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { resolveJwtSecret } from '../keys.ts';
import { authCall, meStatus } from './http.ts';
import { testClock } from './auth-client.ts';

const clock = testClock();

describe('refresh-token rotation and reuse detection', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ auth: testAuthConfig({ now: clock.now }) });
  });
  afterAll(() => server.close());

  const refresh = (token: string) =>
    authCall(server, '/token?grant_type=refresh_token', { body: { refresh_token: token } });

  it('rotates on every use; a replay within the 10 s grace gets a token of its own', async () => {
    const user = await createTestUser(server);
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(user.refreshToken);
    clock.advance(5);
    const replay = await refresh(user.refreshToken);
    expect(replay.status).toBe(200);
    expect(await meStatus(server, replay.body.access_token as string)).toBe(200);
  });

  it('revokes the whole session when a rotated token is replayed after the grace', async () => {
    const user = await createTestUser(server);
    const rotated = await refresh(user.refreshToken);
    // The token it was rotated into has been used, so the old one can only be a stolen copy.
    const used = await refresh(rotated.body.refresh_token as string);
    const newest = used.body.refresh_token as string;
    clock.advance(11);
    const replay = await refresh(user.refreshToken);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('refresh_token_already_used');
    // Every token of the session is dead, and so is API access with its access tokens.
    expect((await refresh(newest)).body.code).toBe('refresh_token_not_found');
    expect(await meStatus(server, user.accessToken)).toBe(401);
    expect(await meStatus(server, used.body.access_token as string)).toBe(401);
  });

  it('accepts a late replay once when the answer of its rotation was lost (the token it became was never used)', async () => {
    const user = await createTestUser(server);
    // The page reloaded while this answer was on its way: the browser still holds the old token.
    const lost = await refresh(user.refreshToken);
    expect(lost.status).toBe(200);
    clock.advance(60);
    const retry = await refresh(user.refreshToken);
    expect(retry.status).toBe(200);
    expect(await meStatus(server, retry.body.access_token as string)).toBe(200);
    // The session lives on through the new token…
    const next = await refresh(retry.body.refresh_token as string);
    expect(next.status).toBe(200);
    // …while the token of the lost answer was revoked: using it now is reuse, and ends the session.
    clock.advance(11);
    const stale = await refresh(lost.body.refresh_token as string);
    expect(stale.body.code).toBe('refresh_token_already_used');
    expect(await meStatus(server, next.body.access_token as string)).toBe(401);
  });

  it('stores refresh tokens only as hashes', async () => {
    const user = await createTestUser(server);
    const result = await server.database.pool.query('select token_hash from auth_refresh_tokens');
    const hashes = result.rows.map((row: { token_hash: string }) => row.token_hash);
    expect(hashes).not.toContain(user.refreshToken);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('refuses an unknown or malformed refresh token', async () => {
    expect((await refresh('x'.repeat(43))).body.code).toBe('refresh_token_not_found');
    expect((await refresh('short')).body.code).toBe('validation_failed');
  });

  it('lets a normal user refresh many times without being throttled', async () => {
    const user = await createTestUser(server);
    let token = user.refreshToken;
    for (let i = 0; i < 40; i++) {
      const result = await refresh(token);
      expect(result.status).toBe(200);
      token = result.body.refresh_token as string;
    }
  });
});

describe('access-token verification', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ auth: testAuthConfig({ now: clock.now }) });
  });
  afterAll(() => server.close());

  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  async function forged(
    user: { id: string },
    sessionId: string,
    options: { key?: string; aud?: string; iss?: string; exp?: number; claims?: Record<string, unknown> },
  ) {
    const now = Math.floor(clock.now() / 1000);
    const claims = {
      session_id: sessionId,
      email: 'x@example.com',
      phone: '',
      app_metadata: {},
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      is_anonymous: false,
      ...options.claims,
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience(options.aud ?? 'authenticated')
      .setIssuer(options.iss ?? server.app.auth.issuer)
      .setIssuedAt(now)
      .setExpirationTime(options.exp ?? now + 600)
      .sign(options.key ? new TextEncoder().encode(options.key) : server.app.auth.keys.secret);
  }

  it('rejects alg none, another key, a wrong audience or issuer, an expired token and misshapen claims', async () => {
    const user = await createTestUser(server);
    const claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as {
      session_id: string;
    };
    const sessionId = claims.session_id;
    const good = await forged(user, sessionId, {});
    expect(await meStatus(server, good)).toBe(200);
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${user.accessToken.split('.')[1]}.`;
    const tokens = [
      none,
      await forged(user, sessionId, { key: 'another-secret-that-is-long-enough-for-hs256' }),
      await forged(user, sessionId, { aud: 'anon' }),
      await forged(user, sessionId, { iss: 'https://evil.example/auth/v1' }),
      await forged(user, sessionId, { exp: Math.floor(clock.now() / 1000) - 1 }),
      // Signed with our key, but not shaped as our tokens are: the claims are checked, not cast.
      await forged(user, sessionId, { claims: { amr: undefined } }),
      await forged(user, sessionId, { claims: { aal: 'aal3' } }),
      await forged(user, sessionId, { claims: { session_id: 42 } }),
    ];
    for (const token of tokens) {
      expect(await meStatus(server, token)).toBe(401);
      const direct = await authCall(server, '/user', { token });
      expect(direct.status).toBe(403);
      expect(direct.body.code).toBe('bad_jwt');
    }
  });

  it('lets an access token expire after JWT_EXPIRY (3600 s)', async () => {
    const user = await createTestUser(server);
    expect(await meStatus(server, user.accessToken)).toBe(200);
    clock.advance(3601);
    expect(await meStatus(server, user.accessToken)).toBe(401);
  });

  it('does not accept the anon key as a user token', async () => {
    expect(await meStatus(server, server.app.auth.keys.anonKey)).toBe(401);
  });

  it('generates JWT_SECRET once into DATA_DIR (0600) and reuses it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hammurabi-secret-'));
    const first = await resolveJwtSecret(undefined, dir);
    const second = await resolveJwtSecret(undefined, dir);
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const mode = (await fs.stat(path.join(dir, 'jwt-secret'))).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(await resolveJwtSecret('configured-secret-configured-secret', dir)).toBe(
      'configured-secret-configured-secret',
    );
    await fs.rm(dir, { recursive: true, force: true });
  });
});
