import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { decodeQuotedPrintable, startSmtp } from '../../test/smtp.ts';
import { authCall } from './http.ts';
import { latestMail, mailCode, verifyLink } from './mail-helpers.ts';

describe('auth mail through SMTP with AUTH_CONFIRM_EMAIL=true', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestApp({ auth: testAuthConfig({ smtpUrl: smtp.url, confirmEmail: true }) });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const waitForMail = (to: string, count: number) => smtp.waitForMail(to, count);

  it('mails a confirmation link; the account signs in only after the link is opened', async () => {
    const email = 'confirm-me@example.com';
    const signUp = await authCall(server, '/signup', { body: { email, password: 'long enough' } });
    expect(signUp.status).toBe(200);
    expect(signUp.body).not.toHaveProperty('access_token');
    expect(signUp.body.confirmation_sent_at).toBeTruthy();

    const mail = await waitForMail(email, 1);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Subject: Confirm your Hammurabi account');
    const link = verifyLink({ textBody: body });
    expect((await latestMail(server, email)).deliveredAt).not.toBeNull();

    const early = await authCall(server, '/token?grant_type=password', { body: { email, password: 'long enough' } });
    expect(early.body.code).toBe('email_not_confirmed');

    const opened = await fetch(new URL(link.pathname + link.search, server.baseUrl), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('location')!);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('access_token')?.split('.')).toHaveLength(3);
    expect(fragment.get('refresh_token')).toBeTruthy();
    expect(fragment.get('type')).toBe('signup');
    expect(location.search).toBe('');

    const later = await authCall(server, '/token?grant_type=password', { body: { email, password: 'long enough' } });
    expect(later.status).toBe(200);

    // A link works once.
    const reused = await fetch(new URL(link.pathname + link.search, server.baseUrl), { redirect: 'manual' });
    const failed = new URL(reused.headers.get('location')!);
    expect(failed.searchParams.get('error_code')).toBe('otp_expired');
    expect(failed.hash).not.toContain('access_token');
  });

  it('mails a recovery link that lands on /reset-password with a recovery session', async () => {
    const email = 'recover-me@example.com';
    await authCall(server, '/signup', { body: { email, password: 'long enough' } });
    await waitForMail(email, 1);
    const recover = await authCall(server, `/recover?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, {
      body: { email },
    });
    expect(recover.body).toEqual({});
    const mail = decodeQuotedPrintable((await waitForMail(email, 2)).raw);
    expect(mail).toContain('Subject: Reset your Hammurabi password');
    const link = verifyLink({ textBody: mail });
    // A foreign redirect_to is replaced by the site's own reset page.
    expect(link.searchParams.get('redirect_to')).toBe(`${server.config.siteUrl}/reset-password`);
    const opened = await fetch(new URL(link.pathname + link.search, server.baseUrl), { redirect: 'manual' });
    const location = new URL(opened.headers.get('location')!);
    expect(location.pathname).toBe('/reset-password');
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('recovery');
  });

  it('also accepts the 6-digit code from the mail (verifyOtp with email + token)', async () => {
    const email = 'code-me@example.com';
    await authCall(server, '/signup', { body: { email, password: 'long enough' } });
    await waitForMail(email, 1);
    const code = mailCode(await latestMail(server, email));
    const verified = await authCall(server, '/verify', { body: { type: 'signup', email, token: code } });
    expect(verified.status).toBe(200);
    expect(verified.body.access_token).toBeTruthy();
  });
});

describe('auth mail without SMTP_URL', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('confirms new accounts at once and keeps recovery mail in the outbox table', async () => {
    const email = 'outbox@example.com';
    const signUp = await authCall(server, '/signup', { body: { email, password: 'long enough' } });
    expect((signUp.body.user as { email_confirmed_at?: string }).email_confirmed_at).toBeTruthy();
    await authCall(server, '/recover', { body: { email } });
    const mail = await latestMail(server, email);
    expect(mail.kind).toBe('recovery');
    expect(mail.deliveredAt).toBeNull();
    expect(verifyLink(mail).searchParams.get('type')).toBe('recovery');
  });
});
