import * as oidc from 'openid-client';
import type { OAuthProviderConfig, ProviderId } from './provider-config.ts';

/** What we keep of an account at a provider. */
export interface ExternalProfile {
  provider: ProviderId;
  /** The provider's stable subject id. */
  sub: string;
  email: string | null;
  emailVerified: boolean;
  /** identity_data as GoTrue stores it (and copies into a new user's metadata). */
  data: Record<string, unknown>;
}

/** Secrets of one provider sign-in; they stay in our database between authorize and callback. */
export interface ProviderChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const GITHUB_METADATA: oidc.ServerMetadata = {
  issuer: 'https://github.com/login/oauth',
  authorization_endpoint: 'https://github.com/login/oauth/authorize',
  token_endpoint: 'https://github.com/login/oauth/access_token',
};

const DEFAULT_SCOPES: Record<ProviderId, string> = {
  github: 'read:user user:email',
  google: 'openid email profile',
  gitlab: 'openid email profile',
  keycloak: 'openid email profile',
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const configurations = new Map<string, Promise<oidc.Configuration>>();

/**
 * The openid-client configuration of a provider. OpenID Connect issuers are discovered once
 * (a failed discovery is retried on the next sign-in). Plain http is accepted only for an
 * issuer on this machine, which is what the tests run.
 */
function configurationOf(provider: OAuthProviderConfig): Promise<oidc.Configuration> {
  const key = `${provider.id}|${provider.issuer ?? ''}|${provider.clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    if (!provider.issuer) {
      pending = Promise.resolve(new oidc.Configuration(GITHUB_METADATA, provider.clientId, provider.clientSecret));
    } else {
      const issuer = new URL(provider.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      pending = oidc.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
    }
    pending.catch(() => configurations.delete(key));
    configurations.set(key, pending);
  }
  return pending;
}

/** Fresh state, nonce and PKCE verifier for one sign-in. */
export function newChecks(): ProviderChecks {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

const SCOPE = /^[\w:./-]{1,100}$/;

/** The provider's authorization URL, with state, nonce (OpenID Connect) and PKCE. */
export async function authorizationUrl(
  provider: OAuthProviderConfig,
  callbackUrl: string,
  checks: ProviderChecks,
  extraScopes: string | undefined,
): Promise<URL> {
  const config = await configurationOf(provider);
  const scopes = new Set(DEFAULT_SCOPES[provider.id].split(' '));
  for (const scope of (extraScopes ?? '').split(/[\s,]+/).slice(0, 10)) {
    if (SCOPE.test(scope)) scopes.add(scope);
  }
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl,
    scope: [...scopes].join(' '),
    state: checks.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (provider.issuer) parameters.nonce = checks.nonce;
  return oidc.buildAuthorizationUrl(config, parameters);
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * Completes the sign-in at the provider: the library checks `state`, the PKCE verifier and, for
 * OpenID Connect, the ID token's signature, issuer, audience and `nonce`; then we read who it is.
 */
export async function completeSignIn(
  provider: OAuthProviderConfig,
  callbackUrl: URL,
  checks: ProviderChecks,
): Promise<ExternalProfile> {
  const config = await configurationOf(provider);
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    pkceCodeVerifier: checks.codeVerifier,
    ...(provider.issuer ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
  });
  if (!provider.issuer) return githubProfile(config, tokens.access_token);
  let claims: Record<string, unknown> = { ...tokens.claims() };
  if (!text(claims.email)) {
    claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
  }
  const sub = String(claims.sub);
  const email = text(claims.email)?.toLowerCase() ?? null;
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const name = text(claims.name) ?? text(claims.preferred_username);
  return {
    provider: provider.id,
    sub,
    email,
    emailVerified: Boolean(email) && emailVerified,
    data: compact({
      iss: text(claims.iss),
      sub,
      provider_id: sub,
      email: email ?? undefined,
      email_verified: Boolean(email) && emailVerified,
      phone_verified: false,
      name,
      full_name: name,
      preferred_username: text(claims.preferred_username),
      user_name: text(claims.preferred_username) ?? text(claims.nickname),
      avatar_url: text(claims.picture),
      picture: text(claims.picture),
    }),
  };
}

interface GithubUser {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string | null;
  email: string | null;
}

interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

async function githubJson<T>(config: oidc.Configuration, accessToken: string, path: string): Promise<T> {
  const response = await oidc.fetchProtectedResource(
    config,
    accessToken,
    new URL(path, 'https://api.github.com'),
    'GET',
    undefined,
    new Headers({ accept: 'application/vnd.github+json' }),
  );
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
  return (await response.json()) as T;
}

/** GitHub is OAuth without OpenID Connect: the account and its verified e-mail come from its API. */
async function githubProfile(config: oidc.Configuration, accessToken: string): Promise<ExternalProfile> {
  const user = await githubJson<GithubUser>(config, accessToken, '/user');
  const emails = await githubJson<GithubEmail[]>(config, accessToken, '/user/emails').catch(() => []);
  const chosen =
    emails.find((entry) => entry.primary && entry.verified) ??
    emails.find((entry) => entry.verified) ??
    emails.find((entry) => entry.primary);
  const email = (chosen?.email ?? user.email)?.toLowerCase() ?? null;
  const emailVerified = Boolean(chosen?.verified);
  const sub = String(user.id);
  return {
    provider: 'github',
    sub,
    email,
    emailVerified,
    data: compact({
      iss: 'https://api.github.com',
      sub,
      provider_id: sub,
      email: email ?? undefined,
      email_verified: emailVerified,
      phone_verified: false,
      name: user.name ?? user.login,
      full_name: user.name ?? undefined,
      user_name: user.login,
      preferred_username: user.login,
      avatar_url: user.avatar_url ?? undefined,
    }),
  };
}

function compact(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, each]) => each !== undefined));
}
