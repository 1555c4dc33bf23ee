import type { GoTrueClient } from '@supabase/auth-js';
import { AuthClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcTestIssuer, startOidcIssuer } from '../../../../../scripts/oidc-test-issuer.mjs';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { providersFromEnv } from '../oauth/provider-config.ts';
import { memoryStorage, testClock } from './auth-client.ts';
import { authCall } from './http.ts';
import { latestMail, verifyLink } from './mail-helpers.ts';
import { openOnServer, signInAtIssuer } from './oidc-flow.ts';

describe('the PKCE flow with auth-js (flowType: pkce)', () => {
  let issuer: OidcTestIssuer;
  let server: TestApp;
  const clock = testClock();
  const site = 'http://127.0.0.1:3000';

  beforeAll(async () => {
    issuer = await startOidcIssuer({ redirectUris: [`${site}/auth/v1/callback`] });
    const providers = providersFromEnv({
      AUTH_KEYCLOAK_URL: issuer.issuer,
      AUTH_KEYCLOAK_CLIENT_ID: issuer.clientId,
      AUTH_KEYCLOAK_SECRET: issuer.clientSecret,
      AUTH_KEYCLOAK_NAME: 'Company SSO',
    });
    server = await startTestApp({ siteUrl: site, auth: testAuthConfig({ providers, now: clock.now }) });
  });
  afterAll(async () => {
    await server.close();
    await issuer.close();
  });

  /** A PKCE auth-js client with its storage exposed, so a test can read the stored verifier. */
  function pkceClient(): { client: GoTrueClient; storage: ReturnType<typeof memoryStorage> } {
    const storage = memoryStorage();
    const anonKey = server.app.auth.keys.anonKey;
    const client = new AuthClient({
      url: `${server.baseUrl}/auth/v1`,
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      storage,
      storageKey: 'pkce-test',
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    });
    return { client, storage };
  }

  /** The verifier auth-js stored (JSON, with `/recovery` appended for a recovery). */
  const storedVerifier = (storage: ReturnType<typeof memoryStorage>) =>
    JSON.parse(storage.getItem('pkce-test-code-verifier')!) as string;

  /** The same exchange again, straight to the server with the verifier auth-js used. */
  const exchangeAgain = (code: string, verifier: string) =>
    authCall(server, '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: verifier } });

  it('finishes a provider sign-in with exchangeCodeForSession, once', async () => {
    const { client, storage } = pkceClient();
    const { data, error } = await client.signInWithOAuth({
      provider: 'keycloak',
      options: { redirectTo: `${site}/dashboard`, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const authorize = new URL(data.url!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');
    const providerUrl = await openOnServer(server, authorize);
    expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(providerUrl.searchParams.get('nonce')).toBeTruthy();
    const landed = await openOnServer(
      server,
      await signInAtIssuer(providerUrl.toString(), { email: 'pkce@example.com' }),
    );
    expect(landed.pathname).toBe('/dashboard');
    expect(landed.hash).toBe('');
    const code = landed.searchParams.get('code')!;
    const verifier = storedVerifier(storage);

    const exchanged = await client.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe('pkce@example.com');
    expect(exchanged.data.session?.user.app_metadata.providers).toEqual(['keycloak']);

    const second = await exchangeAgain(code, verifier);
    expect(second.status).toBe(404);
    expect(second.body.code).toBe('flow_state_not_found');
  });

  it('finishes password recovery with exchangeCodeForSession (a recovery session), once', async () => {
    const user = await createTestUser(server, { email: 'recover.pkce@example.com' });
    const { client, storage } = pkceClient();
    const { error } = await client.resetPasswordForEmail(user.email, { redirectTo: `${site}/reset-password` });
    expect(error).toBeNull();
    const verifier = storedVerifier(storage);
    expect(verifier.endsWith('/recovery')).toBe(true);
    const landed = await openOnServer(server, verifyLink(await latestMail(server, user.email)));
    expect(landed.pathname).toBe('/reset-password');
    expect(landed.hash).toBe('');
    const code = landed.searchParams.get('code')!;

    const exchanged = await client.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect((exchanged.data as { redirectType?: string }).redirectType).toBe('recovery');
    // A session opened from the mailed link sets a new password without the old one.
    const updated = await client.updateUser({ password: 'a brand new password' });
    expect(updated.error).toBeNull();
    expect((await exchangeAgain(code, verifier.split('/')[0]!)).body.code).toBe('flow_state_not_found');
  });

  it('refuses a wrong verifier and a code older than five minutes', async () => {
    const user = await createTestUser(server, { email: 'slow.pkce@example.com' });
    clock.advance(120);
    const { client, storage } = pkceClient();
    await client.resetPasswordForEmail(user.email, { redirectTo: `${site}/reset-password` });
    const verifier = storedVerifier(storage).split('/')[0]!;
    const code = (await openOnServer(server, verifyLink(await latestMail(server, user.email)))).searchParams.get(
      'code',
    )!;
    const wrong = await exchangeAgain(code, 'x'.repeat(50));
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('bad_code_verifier');
    expect(verifier).toMatch(/^[\w.~-]{43,128}$/);
    // The wrong attempt spent the code.
    expect((await exchangeAgain(code, verifier)).body.code).toBe('flow_state_not_found');

    clock.advance(120);
    await client.resetPasswordForEmail(user.email, { redirectTo: `${site}/reset-password` });
    const late = (await openOnServer(server, verifyLink(await latestMail(server, user.email)))).searchParams.get(
      'code',
    )!;
    clock.advance(301);
    const expired = await exchangeAgain(late, storedVerifier(storage).split('/')[0]!);
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('flow_state_expired');
  });

  it('still answers mail links of the implicit flow with the session in the fragment', async () => {
    const user = await createTestUser(server, { email: 'implicit.link@example.com' });
    clock.advance(120);
    await authCall(server, '/recover', { body: { email: user.email } });
    const landed = await openOnServer(server, verifyLink(await latestMail(server, user.email)));
    expect(new URLSearchParams(landed.hash.slice(1)).get('type')).toBe('recovery');
    expect(landed.searchParams.get('code')).toBeNull();
  });

  it('refuses a malformed code challenge', async () => {
    const answer = await authCall(server, '/recover', {
      body: { email: 'x@example.com', code_challenge: 'short', code_challenge_method: 's256' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
  });
});
