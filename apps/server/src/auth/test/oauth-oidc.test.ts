import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OidcTestIssuer, startOidcIssuer, subjectOf } from '../../../../../scripts/oidc-test-issuer.mjs';
import { startTestApp, testAuthConfig, type TestApp } from '../../test/harness.ts';
import { createTestUser } from '../../test/users.ts';
import { providersFromEnv } from '../oauth/provider-config.ts';
import { authCall } from './http.ts';
import { latestMail } from './mail-helpers.ts';
import { fragmentOf, openOnServer, providerSignIn, signInAtIssuer } from './oidc-flow.ts';

type User = {
  id: string;
  email: string;
  email_confirmed_at?: string;
  identities: { provider: string; id: string; identity_id: string }[];
};

describe('sign-in with an OpenID Connect provider (a real local issuer as `keycloak`)', () => {
  let issuer: OidcTestIssuer;
  let server: TestApp;
  const site = 'http://127.0.0.1:3000';

  beforeAll(async () => {
    issuer = await startOidcIssuer({ redirectUris: [`${site}/auth/v1/callback`] });
    const providers = providersFromEnv({
      AUTH_KEYCLOAK_URL: issuer.issuer,
      AUTH_KEYCLOAK_CLIENT_ID: issuer.clientId,
      AUTH_KEYCLOAK_SECRET: issuer.clientSecret,
    });
    server = await startTestApp({ siteUrl: site, auth: testAuthConfig({ providers }) });
  });
  afterAll(async () => {
    await server.close();
    await issuer.close();
  });

  /** Runs a whole implicit-flow sign-in and answers where the browser lands. */
  async function signIn(email: string, options: { verified?: boolean; redirectTo?: string } = {}) {
    const callback = await providerSignIn(
      server,
      { redirect_to: options.redirectTo ?? `${site}/dashboard` },
      { email, verified: options.verified },
    );
    return openOnServer(server, callback);
  }

  async function currentUser(accessToken: string): Promise<User> {
    const answer = await authCall(server, '/user', { token: accessToken });
    expect(answer.status).toBe(200);
    return answer.body as unknown as User;
  }

  it('lists the provider in the settings and the web config, labelled "Single sign-on"', async () => {
    const settings = await authCall(server, '/settings');
    expect(settings.body.external).toMatchObject({
      keycloak: true,
      github: false,
      google: false,
      gitlab: false,
      email: true,
    });
    const config = (await (await server.request('/api/config')).json()) as { providers: unknown };
    expect(config.providers).toEqual([{ id: 'keycloak', name: 'Single sign-on' }]);
  });

  it('creates an account on the first sign-in and returns to the same account on the second', async () => {
    const landed = await signIn('new.person@example.com');
    expect(`${landed.origin}${landed.pathname}`).toBe(`${site}/dashboard`);
    const first = fragmentOf(landed);
    expect(first.get('access_token')?.split('.')).toHaveLength(3);
    const user = await currentUser(first.get('access_token')!);
    expect(user.email).toBe('new.person@example.com');
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities.map((identity) => [identity.provider, identity.id])).toEqual([
      ['keycloak', subjectOf('new.person@example.com', true)],
    ]);

    const again = await currentUser(fragmentOf(await signIn('new.person@example.com')).get('access_token')!);
    expect(again.id).toBe(user.id);
    expect(again.identities).toHaveLength(1);
  });

  it('links a password account with the same verified e-mail instead of making a second one', async () => {
    const owner = await createTestUser(server, { email: 'has.password@example.com' });
    const user = await currentUser(fragmentOf(await signIn('has.password@example.com')).get('access_token')!);
    expect(user.id).toBe(owner.id);
    expect(user.identities.map((identity) => identity.provider).sort()).toEqual(['email', 'keycloak']);
    // The password still signs in.
    const password = await authCall(server, '/token?grant_type=password', {
      body: { email: owner.email, password: owner.password },
    });
    expect(password.status).toBe(200);
  });

  it('never links an unverified e-mail to an existing account', async () => {
    const owner = await createTestUser(server, { email: 'victim@example.com' });
    const landed = await signIn('victim@example.com', { verified: false });
    expect(landed.searchParams.get('error_code')).toBe('email_exists');
    expect(fragmentOf(landed).get('access_token')).toBeNull();
    const user = await currentUser(owner.accessToken);
    expect(user.identities.map((identity) => identity.provider)).toEqual(['email']);
  });

  it('makes an unverified new address confirm by mail before it signs in', async () => {
    const landed = await signIn('unverified.new@example.com', { verified: false });
    expect(landed.searchParams.get('error_code')).toBe('provider_email_needs_verification');
    expect(landed.searchParams.get('error_description')).toContain('A confirmation email has been sent');
    expect((await latestMail(server, 'unverified.new@example.com')).subject).toBe('Confirm your Hammurabi account');
    // Trying again before confirming still does not sign in.
    const again = await signIn('unverified.new@example.com', { verified: false });
    expect(again.searchParams.get('error_code')).toBe('provider_email_needs_verification');
  });

  it('does not follow a foreign redirect_to: the session goes to SITE_URL instead', async () => {
    const landed = await signIn('redirected@example.com', { redirectTo: 'https://evil.example/steal' });
    expect(landed.origin).toBe(site);
    expect(fragmentOf(landed).get('access_token')).toBeTruthy();
  });

  it('refuses a wrong state, a replayed callback and a forged code', async () => {
    const callback = await providerSignIn(
      server,
      { redirect_to: `${site}/dashboard` },
      { email: 'replay@example.com' },
    );
    const wrongState = new URL(callback);
    wrongState.searchParams.set('state', 'not-the-state-we-sent');
    expect((await openOnServer(server, wrongState)).searchParams.get('error_code')).toBe('bad_oauth_state');

    expect(fragmentOf(await openOnServer(server, callback)).get('access_token')).toBeTruthy();
    const replayed = await openOnServer(server, callback);
    expect(replayed.searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(replayed.hash).not.toContain('access_token');

    const forged = await providerSignIn(server, { redirect_to: `${site}/dashboard` }, { email: 'replay@example.com' });
    forged.searchParams.set('code', 'forged-code');
    const refused = await openOnServer(server, forged);
    expect(refused.searchParams.get('error_code')).toBe('bad_oauth_callback');
    expect(refused.hash).not.toContain('access_token');
  });

  it('brings a cancellation at the provider back as an error in the address', async () => {
    const callback = await providerSignIn(
      server,
      { redirect_to: `${site}/login` },
      { email: 'x@example.com', deny: true },
    );
    const landed = await openOnServer(server, callback);
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('error_description')).toBe('The user cancelled the sign-in at the issuer.');
  });

  it('refuses a provider that is not enabled, in the address', async () => {
    const landed = await openOnServer(
      server,
      `${server.baseUrl}/auth/v1/authorize?provider=github&redirect_to=${encodeURIComponent(`${site}/login`)}`,
    );
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('error_description')).toBe('Unsupported provider: provider is not enabled');
  });

  it('links another identity to a signed-in user, refuses one owned by someone else, and unlinks', async () => {
    const user = await createTestUser(server, { email: 'linker@example.com' });
    const authorize = await authCall(
      server,
      `/user/identities/authorize?provider=keycloak&redirect_to=${encodeURIComponent(`${site}/profile`)}&skip_http_redirect=true`,
      { token: user.accessToken },
    );
    expect(authorize.status).toBe(200);
    const callback = await signInAtIssuer(String(authorize.body.url), { email: 'work.address@example.com' });
    const landed = await openOnServer(server, callback);
    expect(landed.pathname).toBe('/profile');
    const linked = await currentUser(user.accessToken);
    expect(linked.identities.map((identity) => identity.provider).sort()).toEqual(['email', 'keycloak']);
    // Signing in with that identity now opens the linking account.
    const viaIssuer = await currentUser(fragmentOf(await signIn('work.address@example.com')).get('access_token')!);
    expect(viaIssuer.id).toBe(user.id);

    const other = await createTestUser(server, { email: 'other.linker@example.com' });
    const steal = await authCall(server, '/user/identities/authorize?provider=keycloak&skip_http_redirect=true', {
      token: other.accessToken,
    });
    const refused = await openOnServer(
      server,
      await signInAtIssuer(String(steal.body.url), { email: 'work.address@example.com' }),
    );
    expect(refused.searchParams.get('error_code')).toBe('identity_already_exists');

    const keycloak = linked.identities.find((identity) => identity.provider === 'keycloak')!;
    const email = linked.identities.find((identity) => identity.provider === 'email')!;
    const unlinked = await authCall(server, `/user/identities/${keycloak.identity_id}`, {
      method: 'DELETE',
      token: user.accessToken,
    });
    expect(unlinked.status).toBe(200);
    const last = await authCall(server, `/user/identities/${email.identity_id}`, {
      method: 'DELETE',
      token: user.accessToken,
    });
    expect(last.status).toBe(422);
    expect(last.body.code).toBe('single_identity_not_deletable');
    const foreign = await authCall(server, `/user/identities/${keycloak.identity_id}`, {
      method: 'DELETE',
      token: other.accessToken,
    });
    expect(foreign.body.code).toBe('identity_not_found');
    expect((await currentUser(user.accessToken)).identities.map((identity) => identity.provider)).toEqual(['email']);
  });
});
