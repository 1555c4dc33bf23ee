import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { createTestUser, signInTestUser, type TestUser } from '../../test/users.ts';
import { totpCode, totpStep } from '../totp.ts';
import { testClock } from './auth-client.ts';
import { authCall } from './http.ts';

// Issue #35: a lost phone locked the account for good. Enrolment now gives 10 single-use
// recovery codes, shown once and kept only as hashes; one stands in for the code on sign-in.
const clock = testClock();

describe('MFA recovery codes', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ trustProxy: true, auth: testAuthConfig({ now: clock.now }) });
  });
  afterAll(() => server.close());

  const headers = { 'x-forwarded-for': '10.7.7.7' };

  /** Enrols and verifies a TOTP factor; answers the verify body (with its recovery codes). */
  async function enrolled(user: TestUser) {
    const factor = (
      await authCall(server, '/factors', {
        token: user.accessToken,
        body: { friendly_name: 'Phone', factor_type: 'totp' },
      })
    ).body as { id: string; totp: { secret: string } };
    const challenge = (
      await authCall(server, `/factors/${factor.id}/challenge`, { token: user.accessToken, body: {}, headers })
    ).body as { id: string };
    const verified = await authCall(server, `/factors/${factor.id}/verify`, {
      token: user.accessToken,
      body: { challenge_id: challenge.id, code: totpCode(factor.totp.secret, totpStep(clock.now())) },
      headers,
    });
    expect(verified.status).toBe(200);
    return { factor, body: verified.body as { recovery_codes?: string[]; access_token: string } };
  }

  const useCode = (token: string, code: string) =>
    authCall(server, '/factors/recovery/verify', { token, body: { code }, headers });

  it('gives 10 distinct codes at enrolment and keeps only their hashes', async () => {
    const user = await createTestUser(server);
    const { body } = await enrolled(user);
    expect(body.recovery_codes).toHaveLength(10);
    expect(new Set(body.recovery_codes).size).toBe(10);
    for (const code of body.recovery_codes!) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await server.database.db.execute(
      sql`select code_hash from auth_mfa_recovery_codes where user_id = ${user.id}`,
    );
    expect(stored.rows).toHaveLength(10);
    const hashes = stored.rows.map((row) => String(row.code_hash));
    for (const code of body.recovery_codes!) expect(hashes.some((hash) => hash.includes(code))).toBe(false);
  });

  it('raises a password session to aal2 with a code, once; a wrong or used code gets 422', async () => {
    const user = await createTestUser(server);
    const { body } = await enrolled(user);
    const [first, second] = body.recovery_codes!;

    const session = await signInTestUser(server, user.email, user.password);
    const wrong = await useCode(session.access_token, 'aaaaa-bbbbb');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'mfa_verification_failed' });

    // Typed in capitals with spaces, as from a printout.
    const raised = await useCode(session.access_token, ` ${first!.toUpperCase().replace('-', ' ')} `);
    expect(raised.status).toBe(200);
    const token = (raised.body as { access_token: string }).access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      aal: string;
      amr: Array<{ method: string }>;
    };
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toContain('recovery');

    const again = await signInTestUser(server, user.email, user.password);
    const reused = await useCode(again.access_token, first!);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ message: 'Invalid or already used recovery code' });
    expect((await useCode(again.access_token, second!)).status).toBe(200);
  });

  it('spends a code once when it is sent twice at the same moment', async () => {
    const user = await createTestUser(server);
    const { body } = await enrolled(user);
    const sessions = await Promise.all([1, 2].map(() => signInTestUser(server, user.email, user.password)));
    const answers = await Promise.all(sessions.map((each) => useCode(each.access_token, body.recovery_codes![0]!)));
    // The winner's aal2 may sign the other session out first (401); never are both let in.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('refuses an account without a second factor, and forgets the codes when the factor goes', async () => {
    const plain = await createTestUser(server);
    expect((await useCode(plain.accessToken, 'aaaaa-bbbbb')).status).toBe(422);

    const user = await createTestUser(server);
    const { factor, body } = await enrolled(user);
    const removed = await authCall(server, `/factors/${factor.id}`, { method: 'DELETE', token: body.access_token });
    expect(removed.status).toBe(200);
    const left = await server.database.db.execute(
      sql`select count(*)::int as n from auth_mfa_recovery_codes where user_id = ${user.id}`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
  });
});
