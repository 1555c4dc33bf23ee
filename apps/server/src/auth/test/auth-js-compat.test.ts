import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { defaultAuthConfig } from '../auth-config.ts';
import { totpCode, totpStep } from '../totp.ts';
import { authClient } from './auth-client.ts';
import { latestMail, linkToken } from './mail-helpers.ts';

describe('@supabase/auth-js against /auth/v1', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ auth: defaultAuthConfig({ bcryptCost: 10 }) });
  });
  afterAll(() => server.close());

  const newAccount = async (password = 'correct horse') => {
    const client = authClient(server);
    const email = `compat-${Math.random().toString(36).slice(2)}@example.com`;
    const { data, error } = await client.signUp({
      email,
      password,
      options: { data: { full_name: 'Ada Lovelace', username: `ada_${Math.random().toString(36).slice(2, 8)}` } },
    });
    expect(error).toBeNull();
    return { client, email, password, user: data.user! };
  };

  it('signs up with metadata and then signs in with the password', async () => {
    const { client, email, password, user } = await newAccount();
    expect(user.email).toBe(email);
    expect(user.user_metadata.full_name).toBe('Ada Lovelace');
    const { data, error } = await client.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session?.access_token.split('.')).toHaveLength(3);
    expect(data.session?.token_type).toBe('bearer');
    expect(data.user?.id).toBe(user.id);
    const { data: stored } = await client.getSession();
    expect(stored.session?.refresh_token).toBe(data.session?.refresh_token);
  });

  it('reads the user with getUser and updates metadata with updateUser', async () => {
    const { client, email, password } = await newAccount();
    await client.signInWithPassword({ email, password });
    const { data: got } = await client.getUser();
    expect(got.user?.email).toBe(email);
    const { data, error } = await client.updateUser({ data: { full_name: 'Ada King', bio_hint: 'x' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ada King', bio_hint: 'x' });
    const cleared = await client.updateUser({ data: { bio_hint: null } });
    expect(cleared.data.user?.user_metadata).not.toHaveProperty('bio_hint');
  });

  it('changes the password with the current one', async () => {
    const { client, email, password } = await newAccount();
    await client.signInWithPassword({ email, password });
    const { error } = await client.updateUser({ password: 'a brand new one', current_password: password });
    expect(error).toBeNull();
    const other = authClient(server);
    expect((await other.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await other.signInWithPassword({ email, password: 'a brand new one' })).error).toBeNull();
  });

  it('refreshes the session with a rotated refresh token', async () => {
    const { client, email, password } = await newAccount();
    const { data: signedIn } = await client.signInWithPassword({ email, password });
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(signedIn.session?.refresh_token);
    expect(data.user?.email).toBe(email);
  });

  it('signs out with scope local, others and global', async () => {
    const { email, password } = await newAccount();
    const [a, b, c] = [authClient(server), authClient(server), authClient(server)];
    for (const client of [a, b, c]) await client.signInWithPassword({ email, password });
    expect((await a.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.getUser()).error).toBeNull();
    expect((await b.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await a.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.getSession()).data.session).toBeNull();

    const [d, e] = [authClient(server), authClient(server)];
    for (const client of [d, e]) await client.signInWithPassword({ email, password });
    expect((await d.signOut()).error).toBeNull();
    const afterGlobal = await e.getUser();
    expect(afterGlobal.error?.name).toBe('AuthSessionMissingError');
    expect((await c.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('resets a password: resetPasswordForEmail, then verifyOtp with the mailed token', async () => {
    const { email } = await newAccount();
    const client = authClient(server);
    const { error } = await client.resetPasswordForEmail(email, {
      redirectTo: `${server.config.siteUrl}/reset-password`,
    });
    expect(error).toBeNull();
    const mail = await latestMail(server, email);
    const { data, error: verifyError } = await client.verifyOtp({ token_hash: linkToken(mail), type: 'recovery' });
    expect(verifyError).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.updateUser({ password: 'recovered password' })).error).toBeNull();
    expect((await authClient(server).signInWithPassword({ email, password: 'recovered password' })).error).toBeNull();
  });

  it('enrols, challenges and verifies a TOTP factor, reaching aal2, then unenrols it', async () => {
    const { client, email, password } = await newAccount();
    await client.signInWithPassword({ email, password });
    const { data: enrolled, error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(error).toBeNull();
    expect(enrolled!.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(enrolled!.totp.uri).toContain('otpauth://totp/');
    expect(enrolled!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);

    const before = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const { data: challenge } = await client.mfa.challenge({ factorId: enrolled!.id });
    const code = totpCode(enrolled!.totp.secret, totpStep(Date.now()));
    const { data: verified, error: verifyError } = await client.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code,
    });
    expect(verifyError).toBeNull();
    expect(verified?.access_token).toBeTruthy();
    const after = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(
      after.data?.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method)),
    ).toEqual(['totp', 'password']);

    const { data: factors } = await client.mfa.listFactors();
    expect(factors?.totp.map((factor) => factor.id)).toEqual([enrolled!.id]);

    // A fresh password sign-in is aal1 and must step up.
    const second = authClient(server);
    await second.signInWithPassword({ email, password });
    expect((await second.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });

    const { error: unenrollError } = await client.mfa.unenroll({ factorId: enrolled!.id });
    expect(unenrollError).toBeNull();
    const { data: none } = await client.mfa.listFactors();
    expect(none?.all).toHaveLength(0);
  });

  it('reports GoTrue error codes', async () => {
    const client = authClient(server);
    const weak = await client.signUp({ email: 'weak@example.com', password: '12345' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.status).toBe(422);
    const wrong = await client.signInWithPassword({ email: 'nobody@example.com', password: 'whatever' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const badEmail = await client.signUp({ email: 'not-an-email', password: 'long enough' });
    expect(badEmail.error?.code).toBe('email_address_invalid');
    const badOtp = await client.verifyOtp({ token_hash: 'nope-nope-nope', type: 'recovery' });
    expect(badOtp.error?.code).toBe('otp_expired');
  });
});
