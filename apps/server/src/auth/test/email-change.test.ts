import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { decodeQuotedPrintable, startSmtp } from '../../test/smtp.ts';
import { createTestUser } from '../../test/users.ts';
import { testClock } from './auth-client.ts';
import { authCall } from './http.ts';
import { verifyLink } from './mail-helpers.ts';
import { fragmentOf, openOnServer } from './oidc-flow.ts';

describe('e-mail change through the real local SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestApp({ auth: testAuthConfig({ smtpUrl: smtp.url, now: clock.now }) });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  /** The verify link of the `count`-th SMTP message to `to`, with the message text. */
  async function mailedLink(to: string, count: number) {
    const text = decodeQuotedPrintable((await smtp.waitForMail(to, count)).raw);
    return { text, link: verifyLink({ textBody: text }) };
  }

  const changeEmail = (token: string, email: string, redirectTo?: string) =>
    authCall(server, `/user${redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : ''}`, {
      method: 'PUT',
      body: { email },
      token,
    });

  it('changes the address only after both the new and the current address confirm', async () => {
    const user = await createTestUser(server, { email: 'old.address@example.com' });
    const asked = await changeEmail(user.accessToken, 'New.Address@example.com');
    expect(asked.status).toBe(200);
    expect(asked.body.email).toBe('old.address@example.com');
    expect(asked.body.new_email).toBe('new.address@example.com');
    expect(asked.body.email_change_sent_at).toBeTruthy();

    const toNew = await mailedLink('new.address@example.com', 1);
    expect(toNew.text).toContain('Subject: Confirm your new e-mail address');
    const toCurrent = await mailedLink('old.address@example.com', 1);
    expect(toCurrent.text).toContain('Subject: Confirm the change of your e-mail address');
    expect(toCurrent.text).toContain('new.address@example.com');
    expect(toNew.link.searchParams.get('type')).toBe('email_change');

    const first = await openOnServer(server, toNew.link);
    expect(first.pathname).toBe('/profile');
    expect(fragmentOf(first).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect((await authCall(server, '/user', { token: user.accessToken })).body.email).toBe('old.address@example.com');
    // Each link works once.
    expect((await openOnServer(server, toNew.link)).searchParams.get('error_code')).toBe('otp_expired');

    const second = await openOnServer(server, toCurrent.link);
    expect(fragmentOf(second).get('message')).toBe('Your e-mail address is now new.address@example.com.');
    const after = await authCall(server, '/user', { token: user.accessToken });
    expect(after.body.email).toBe('new.address@example.com');
    expect(after.body).not.toHaveProperty('new_email');
    const identities = after.body.identities as { identity_data: { email: string } }[];
    expect(identities[0]!.identity_data.email).toBe('new.address@example.com');

    const withNew = await authCall(server, '/token?grant_type=password', {
      body: { email: 'new.address@example.com', password: user.password },
    });
    expect(withNew.status).toBe(200);
    const withOld = await authCall(server, '/token?grant_type=password', {
      body: { email: 'old.address@example.com', password: user.password },
    });
    expect(withOld.body.code).toBe('invalid_credentials');
  });

  it('refuses an address another account has, and a link past its lifetime', async () => {
    const user = await createTestUser(server);
    const other = await createTestUser(server);
    const taken = await changeEmail(user.accessToken, other.email);
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('email_exists');

    await changeEmail(user.accessToken, 'too.late@example.com');
    const { link } = await mailedLink('too.late@example.com', 1);
    clock.advance(3601);
    expect((await openOnServer(server, link)).searchParams.get('error_code')).toBe('otp_expired');
  });

  it('with AUTH_SECURE_EMAIL_CHANGE=false, the new address alone confirms', async () => {
    server.app.auth.config.secureEmailChange = false;
    try {
      const user = await createTestUser(server, { email: 'single.confirm@example.com' });
      await changeEmail(user.accessToken, 'single.new@example.com', `${server.config.siteUrl}/settings`);
      const { link } = await mailedLink('single.new@example.com', 1);
      const landed = await openOnServer(server, link);
      expect(landed.pathname).toBe('/settings');
      expect(fragmentOf(landed).get('message')).toBe('Your e-mail address is now single.new@example.com.');
      expect(smtp.received.some((mail) => mail.to.includes('single.confirm@example.com'))).toBe(false);
    } finally {
      server.app.auth.config.secureEmailChange = true;
    }
  });
});
