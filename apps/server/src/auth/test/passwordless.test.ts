import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { adminApi } from '../admin/test/admin-client.ts';
import { authClient, testClock } from './auth-client.ts';
import { authCall } from './http.ts';
import { latestMail, linkToken, mailCode, mailCount } from './mail-helpers.ts';

const address = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;

describe('passwordless sign-in, resend and reauthentication through auth-js', () => {
  let server: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    server = await startTestApp({ auth: testAuthConfig({ confirmEmail: true, now: clock.now }) });
  });
  afterAll(() => server.close());

  it('mails a code to a new address and signs it in, confirmed', async () => {
    const email = address('otp');
    const client = authClient(server);
    const { error } = await client.signInWithOtp({ email, options: { data: { full_name: 'Otto' } } });
    expect(error).toBeNull();
    const mail = await latestMail(server, email);
    expect(mail).toMatchObject({ kind: 'magiclink', subject: 'Your Hammurabi sign-in link' });
    const verified = await client.verifyOtp({ email, token: mailCode(mail), type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email, user_metadata: { full_name: 'Otto' } });
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    // Single use.
    expect((await client.verifyOtp({ email, token: mailCode(mail), type: 'email' })).error?.code).toBe('otp_expired');
  });

  it('signs an existing account in with the mailed link, and refuses unknown ones when asked not to create', async () => {
    // Confirmation is on in this server: a confirmed account comes from the admin API.
    const email = address('known');
    await adminApi(server).createUser({ email, password: 'known password', email_confirm: true });
    const client = authClient(server);
    expect((await client.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const link = await client.verifyOtp({ type: 'magiclink', token_hash: linkToken(await latestMail(server, email)) });
    expect(link.data.user?.email).toBe(email);

    const unknown = await client.signInWithOtp({ email: address('unknown'), options: { shouldCreateUser: false } });
    expect(unknown.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
  });

  it('resends the sign-up confirmation after the mail interval, and answers the same for anybody', async () => {
    const email = address('resend');
    await authClient(server).signUp({ email, password: 'resend password' });
    expect(await mailCount(server, email)).toBe(1);
    clock.advance(61);
    expect((await authClient(server).resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailCount(server, email)).toBe(2);
    const again = await authClient(server).verifyOtp({
      type: 'signup',
      token_hash: linkToken(await latestMail(server, email)),
    });
    expect(again.error).toBeNull();
    expect((await authClient(server).resend({ type: 'signup', email: address('nobody') })).error).toBeNull();
  });

  it('takes a mailed reauthentication code instead of the current password', async () => {
    const email = address('reauth');
    await adminApi(server).createUser({ email, password: 'first password', email_confirm: true });
    const client = authClient(server);
    await client.signInWithPassword({ email, password: 'first password' });
    expect((await client.updateUser({ password: 'second password' })).error?.code).toBe('reauthentication_needed');
    expect((await client.reauthenticate()).error).toBeNull();
    const mail = await latestMail(server, email);
    expect(mail.kind).toBe('reauthentication');
    const code = /: (\d{6})/.exec(mail.textBody)![1]!;
    expect(
      (await client.updateUser({ password: 'second password', nonce: code === '000000' ? '111111' : '000000' })).error
        ?.code,
    ).toBe('reauthentication_not_valid');
    expect((await client.updateUser({ password: 'second password', nonce: code })).error).toBeNull();
    expect((await authClient(server).signInWithPassword({ email, password: 'second password' })).error).toBeNull();
  });
});

describe('AUTH_DISABLE_SIGNUP and AUTH_ALLOWED_EMAIL_DOMAINS', () => {
  it('closes sign-up but lets invited and admin-made accounts in', async () => {
    const server = await startTestApp({ auth: testAuthConfig({ disableSignup: true }) });
    try {
      const closed = await authClient(server).signUp({ email: address('closed'), password: 'closed password' });
      expect(closed.error).toMatchObject({
        status: 422,
        code: 'signup_disabled',
        message: 'Signups not allowed for this instance',
      });
      const otp = await authClient(server).signInWithOtp({ email: address('closed') });
      expect(otp.error?.code).toBe('signup_disabled');
      expect((await authCall(server, '/settings')).body.disable_signup).toBe(true);

      const email = address('admitted');
      expect(
        (await adminApi(server).createUser({ email, password: 'admitted password', email_confirm: true })).error,
      ).toBeNull();
      expect((await authClient(server).signInWithPassword({ email, password: 'admitted password' })).error).toBeNull();
      const invited = address('invited');
      await adminApi(server).inviteUserByEmail(invited);
      const accepted = await authClient(server).verifyOtp({
        type: 'invite',
        token_hash: linkToken(await latestMail(server, invited)),
      });
      expect(accepted.error).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('lets only the listed domains sign up', async () => {
    const server = await startTestApp({ auth: testAuthConfig({ allowedEmailDomains: ['school.example'] }) });
    try {
      const outside = await authClient(server).signUp({ email: 'pupil@elsewhere.example', password: 'some password' });
      expect(outside.error).toMatchObject({ status: 400, code: 'email_address_not_authorized' });
      const inside = await authClient(server).signUp({ email: 'pupil@school.example', password: 'some password' });
      expect(inside.error).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe('features not offered answer as a GoTrue with them turned off', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('SAML, ID tokens, Web3, anonymous and phone sign-ins', async () => {
    const client = authClient(server);
    const sso = await client.signInWithSSO({ domain: 'example.com' });
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    const idToken = await client.signInWithIdToken({ provider: 'google', token: 'header.payload.signature' });
    expect(idToken.error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const anonymous = await client.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    const phone = await client.signInWithOtp({ phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    const web3 = await authCall(server, '/token?grant_type=web3', { body: { chain: 'solana' } });
    expect(web3).toMatchObject({
      status: 422,
      body: { code: 'web3_provider_disabled', msg: 'Web3 provider is disabled' },
    });
  });
});
