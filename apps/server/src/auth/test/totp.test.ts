import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { createTestUser, signInTestUser, type TestUser } from '../../test/users.ts';
import { base32Encode, matchTotpStep, totpCode, totpStep } from '../totp.ts';
import { testClock } from './auth-client.ts';
import { authCall, meStatus } from './http.ts';

describe('TOTP (RFC 6238)', () => {
  const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

  it('matches the RFC 6238 SHA1 test vectors (last 6 digits)', () => {
    expect(totpCode(rfcSecret, totpStep(59_000))).toBe('287082');
    expect(totpCode(rfcSecret, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(rfcSecret, totpStep(2_000_000_000_000))).toBe('279037');
  });

  it('accepts ±1 step of 30 s and nothing further', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    for (const delta of [-1, 0, 1]) {
      expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, step + delta), now)).toBe(step + delta);
    }
    for (const delta of [-2, 2]) expect(matchTotpStep(rfcSecret, totpCode(rfcSecret, step + delta), now)).toBeNull();
  });
});

const clock = testClock();

describe('TOTP factors over HTTP', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ trustProxy: true, auth: testAuthConfig({ now: clock.now }) });
  });
  afterAll(() => server.close());

  async function enrol(user: TestUser) {
    const { body } = await authCall(server, '/factors', {
      token: user.accessToken,
      body: { friendly_name: 'Phone', factor_type: 'totp', issuer: 'Hammurabi' },
    });
    return body as { id: string; totp: { secret: string; qr_code: string; uri: string } };
  }
  const challenge = async (token: string, factorId: string, ip = '10.9.9.9') =>
    (await authCall(server, `/factors/${factorId}/challenge`, { token, body: {}, headers: { 'x-forwarded-for': ip } }))
      .body as { id: string; expires_at: number };
  const verify = (token: string, factorId: string, challengeId: string, code: string, ip = '10.9.9.9') =>
    authCall(server, `/factors/${factorId}/verify`, {
      token,
      body: { challenge_id: challengeId, code },
      headers: { 'x-forwarded-for': ip },
    });
  const codeNow = (secret: string, delta = 0) => totpCode(secret, totpStep(clock.now()) + delta);

  it('enrols with raw SVG, a 160-bit base32 secret and an otpauth URI', async () => {
    const user = await createTestUser(server);
    const factor = await enrol(user);
    expect(factor.totp.qr_code.startsWith('<svg')).toBe(true);
    // auth-js makes it a data: URI without escaping, so it must hold no '#' or '%'.
    expect(factor.totp.qr_code).not.toMatch(/[#%]/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toBe(
      `otpauth://totp/Hammurabi:${encodeURIComponent(user.email)}?algorithm=SHA1&digits=6&issuer=Hammurabi&period=30&secret=${factor.totp.secret}`,
    );
  });

  it('expires a challenge after 300 s', async () => {
    const user = await createTestUser(server);
    const factor = await enrol(user);
    // The clock runs on real time, so a second may turn between the request and this check.
    const before = Math.floor(clock.now() / 1000);
    const started = await challenge(user.accessToken, factor.id);
    const after = Math.floor(clock.now() / 1000);
    expect(started.expires_at).toBeGreaterThanOrEqual(before + 300);
    expect(started.expires_at).toBeLessThanOrEqual(after + 300);
    clock.advance(301);
    const late = await verify(user.accessToken, factor.id, started.id, codeNow(factor.totp.secret));
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('mfa_challenge_expired');
  });

  it('binds a challenge to the address that asked for it', async () => {
    const user = await createTestUser(server);
    const factor = await enrol(user);
    const started = await challenge(user.accessToken, factor.id, '10.0.0.1');
    const moved = await verify(user.accessToken, factor.id, started.id, codeNow(factor.totp.secret), '10.0.0.2');
    expect(moved.body.code).toBe('mfa_ip_address_mismatch');
  });

  it('refuses a wrong code, then a replayed code, even on a new challenge', async () => {
    const user = await createTestUser(server);
    const factor = await enrol(user);
    const first = await challenge(user.accessToken, factor.id);
    expect((await verify(user.accessToken, factor.id, first.id, '000000')).body.code).toBe('mfa_verification_failed');
    const code = codeNow(factor.totp.secret);
    const ok = await verify(user.accessToken, factor.id, first.id, code);
    expect(ok.status).toBe(200);
    const aal2Token = ok.body.access_token as string;
    const again = await challenge(aal2Token, factor.id);
    const replay = await verify(aal2Token, factor.id, again.id, code);
    expect(replay.status).toBe(422);
    expect(replay.body.code).toBe('mfa_verification_failed');
    // The used challenge cannot be verified twice either.
    expect((await verify(aal2Token, factor.id, first.id, code)).status).toBe(422);
  });

  it('makes the product API require aal2 once a factor is verified, and signs out other aal1 sessions', async () => {
    const bystander = await createTestUser(server);
    const user = await createTestUser(server);
    const otherDevice = await signInTestUser(server, user.email, user.password);
    const factor = await enrol(user);
    const started = await challenge(user.accessToken, factor.id);
    const verified = await verify(user.accessToken, factor.id, started.id, codeNow(factor.totp.secret));
    const claims = JSON.parse(
      Buffer.from((verified.body.access_token as string).split('.')[1]!, 'base64url').toString(),
    ) as {
      aal: string;
      amr: Array<{ method: string }>;
    };
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(await meStatus(server, verified.body.access_token as string)).toBe(200);
    expect(await meStatus(server, otherDevice.access_token)).toBe(401);
    // Another user's factor changes nothing for a user without one.
    expect(await meStatus(server, bystander.accessToken)).toBe(200);

    // A new password-only sign-in is aal1: the product API treats it as signed out until the code.
    clock.advance(30);
    const passwordOnly = await signInTestUser(server, user.email, user.password);
    expect(await meStatus(server, passwordOnly.access_token)).toBe(401);
    const stepUp = await challenge(passwordOnly.access_token, factor.id);
    const stepped = await verify(passwordOnly.access_token, factor.id, stepUp.id, codeNow(factor.totp.secret));
    expect(stepped.status).toBe(200);
    expect(await meStatus(server, stepped.body.access_token as string)).toBe(200);

    // Enrolling another factor or removing this one needs aal2.
    clock.advance(30);
    const aal1 = await signInTestUser(server, user.email, user.password);
    expect(
      (await authCall(server, '/factors', { token: aal1.access_token, body: { factor_type: 'totp' } })).body.code,
    ).toBe('insufficient_aal');
    const removal = await authCall(server, `/factors/${factor.id}`, { method: 'DELETE', token: aal1.access_token });
    expect(removal.body.code).toBe('insufficient_aal');
  });

  it("cannot touch another user's factor", async () => {
    const owner = await createTestUser(server);
    const stranger = await createTestUser(server);
    const factor = await enrol(owner);
    const attempt = await authCall(server, `/factors/${factor.id}/challenge`, {
      token: stranger.accessToken,
      body: {},
    });
    expect(attempt.status).toBe(404);
    expect(attempt.body.code).toBe('mfa_factor_not_found');
  });
});
