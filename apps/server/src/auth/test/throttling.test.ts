import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { testClock } from './auth-client.ts';
import { authCall } from './http.ts';

const clock = testClock();
const small = { max: 3, windowSeconds: 60 };

describe('throttling of sign-in, sign-up, recover and verify', () => {
  let server: TestApp;
  beforeAll(async () => {
    const base = testAuthConfig();
    server = await startTestApp({
      // Behind a proxy each request may claim another client address (X-Forwarded-For).
      trustProxy: true,
      auth: testAuthConfig({
        now: clock.now,
        rateLimits: {
          ...base.rateLimits,
          signInPerIp: { max: 5, windowSeconds: 60 },
          signInPerAccountAndIp: small,
          signUpPerIp: small,
          recoverPerIp: { max: 10, windowSeconds: 60 },
          recoverPerAccount: small,
          verifyPerIp: small,
        },
      }),
    });
  });
  afterAll(() => server.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  async function statuses(count: number, call: (i: number) => Promise<{ status: number; body: { code?: string } }>) {
    const results = [];
    for (let i = 0; i < count; i++) results.push(await call(i));
    return results;
  }

  it('limits password sign-in per account and address with a clear 429, without locking the owner out', async () => {
    const user = await createTestUser(server, { password: 'the owner password' });
    const results = await statuses(4, () =>
      authCall(server, '/token?grant_type=password', {
        body: { email: user.email, password: 'wrong' },
        headers: from('10.0.0.66'),
      }),
    );
    expect(results.map((result) => result.status)).toEqual([400, 400, 400, 429]);
    // The owner, signing in from their own address meanwhile, is not affected.
    const owner = await authCall(server, '/token?grant_type=password', {
      body: { email: user.email, password: user.password },
      headers: from('10.0.0.1'),
    });
    expect(owner.status).toBe(200);
    expect(results[3]!.body).toMatchObject({ code: 'over_request_rate_limit' });
    expect((results[3]!.body as { message?: string }).message).toMatch(
      /^Too many requests\. For security purposes, please wait \d+ seconds/,
    );
    clock.advance(61);
    const later = await authCall(server, '/token?grant_type=password', {
      body: { email: user.email, password: user.password },
      headers: from('10.0.0.66'),
    });
    expect(later.status).toBe(200);
  });

  it('limits password sign-in per address across accounts', async () => {
    const results = await statuses(6, (i) =>
      authCall(server, '/token?grant_type=password', {
        body: { email: `someone${i}@example.com`, password: 'wrong' },
        headers: from('10.1.0.1'),
      }),
    );
    expect(results.at(-1)!.status).toBe(429);
  });

  it('limits sign-up per address', async () => {
    const results = await statuses(4, (i) =>
      authCall(server, '/signup', {
        body: { email: `flood${i}@example.com`, password: 'long enough' },
        headers: from('10.2.0.1'),
      }),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 429]);
  });

  it('limits recover per account the same way for unknown and known addresses', async () => {
    const results = await statuses(4, (i) =>
      authCall(server, '/recover', { body: { email: 'ghost@example.com' }, headers: from(`10.3.0.${i + 1}`) }),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 429]);
  });

  it('limits verify per address', async () => {
    const results = await statuses(4, () =>
      authCall(server, '/verify', {
        body: { type: 'recovery', token_hash: 'guess-guess-guess' },
        headers: from('10.4.0.1'),
      }),
    );
    expect(results.map((result) => result.status)).toEqual([403, 403, 403, 429]);
  });
});
