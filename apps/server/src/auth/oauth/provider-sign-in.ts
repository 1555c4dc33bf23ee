import { type AuthContext, nowDate } from '../context.ts';
import { AuthError, validationFailed } from '../errors.ts';
import { safeRedirect } from '../one-time-tokens.ts';
import { issueAuthCode, parsePkceChallenge, startFlow } from '../pkce.ts';
import { sessionFragment, withError } from '../redirects.ts';
import { type ClientInfo, createSession } from '../sessions.ts';
import { hashToken } from '../tokens.ts';
import { resolveExternalAccount } from './external-accounts.ts';
import { authorizationUrl, completeSignIn, newChecks } from './provider-client.ts';
import type { OAuthProviderConfig } from './provider-config.ts';
import { insertOAuthState, takeOAuthState } from './repository.ts';

type Query = Record<string, string | undefined>;

/** A sign-in started at the provider must come back within this time. */
const PROVIDER_SIGN_IN_SECONDS = 15 * 60;

/** The URL providers send the browser back to; register it at the provider. */
export const callbackUrl = (context: AuthContext) => `${context.siteUrl}/auth/v1/callback`;

function enabledProvider(context: AuthContext, id: unknown): OAuthProviderConfig {
  const provider = context.config.providers.find((each) => each.id === id);
  if (!provider) throw validationFailed('Unsupported provider: provider is not enabled');
  return provider;
}

/**
 * GET /authorize (and /user/identities/authorize with `linkUserId`): records the sign-in's
 * secrets and answers the provider's authorization URL.
 */
export async function startProviderSignIn(context: AuthContext, query: Query, linkUserId: string | null) {
  const provider = enabledProvider(context, query.provider);
  const pkce = parsePkceChallenge(query.code_challenge, query.code_challenge_method);
  const redirectTo = safeRedirect(context, query.redirect_to, '/');
  const checks = newChecks();
  let url: URL;
  try {
    url = await authorizationUrl(provider, callbackUrl(context), checks, query.scopes);
  } catch (error) {
    context.log.warn({ err: error, provider: provider.id }, 'provider discovery failed');
    throw new AuthError(502, 'provider_unavailable', `${provider.name} cannot be reached right now. Try again later.`);
  }
  await insertOAuthState(context.db, {
    stateHash: hashToken(checks.state),
    provider: provider.id,
    nonce: checks.nonce,
    providerCodeVerifier: checks.codeVerifier,
    redirectTo,
    codeChallenge: pkce?.challenge ?? null,
    codeChallengeMethod: pkce?.method ?? null,
    linkUserId,
    createdAt: nowDate(context),
  });
  return url.toString();
}

/** Where a failed /authorize sends the browser: its redirect target with the error in the address. */
export function authorizeErrorLocation(context: AuthContext, query: Query, error: unknown): string {
  const target = new URL(safeRedirect(context, query.redirect_to, '/login'));
  if (error instanceof AuthError) return withError(target, 'invalid_request', error.code, error.message);
  return withError(target, 'server_error', 'unexpected_failure', 'Unexpected failure');
}

/**
 * GET /callback: the provider's answer. The state must be one we issued and unused; the library
 * checks the rest. Answers where the browser goes: the redirect target with `?code=` (PKCE) or
 * the session in the fragment (implicit), or with the error as auth-js reads it.
 */
export async function finishProviderSignIn(context: AuthContext, query: Query, client: ClientInfo): Promise<string> {
  const row = query.state ? await takeOAuthState(context.db, hashToken(query.state)) : undefined;
  const now = nowDate(context);
  if (!row || now.getTime() - row.createdAt.getTime() > PROVIDER_SIGN_IN_SECONDS * 1000) {
    const target = new URL('/login', context.siteUrl);
    return withError(target, 'invalid_request', 'bad_oauth_state', 'OAuth state is invalid, expired or already used.');
  }
  const target = new URL(row.redirectTo);
  const provider = context.config.providers.find((each) => each.id === row.provider);
  if (!provider) return withError(target, 'invalid_request', 'validation_failed', 'Provider is not enabled.');
  if (query.error) {
    const description = query.error_description || `Sign-in at ${provider.name} was not completed (${query.error}).`;
    return withError(target, query.error, query.error, description);
  }
  let profile;
  try {
    const answer = new URL(callbackUrl(context));
    answer.search = new URLSearchParams(query as Record<string, string>).toString();
    profile = await completeSignIn(provider, answer, {
      state: query.state!,
      nonce: row.nonce,
      codeVerifier: row.providerCodeVerifier,
    });
  } catch (error) {
    context.log.warn({ err: error, provider: provider.id }, 'provider sign-in failed');
    const reason = error instanceof Error ? error.message : String(error);
    return withError(
      target,
      'server_error',
      'bad_oauth_callback',
      `${provider.name} did not confirm the sign-in: ${reason}`,
    );
  }
  try {
    const outcome = await resolveExternalAccount(context, profile, {
      linkUserId: row.linkUserId,
      providerName: provider.name,
      redirectTo: row.redirectTo,
    });
    if (outcome.kind === 'needs-confirmation') {
      const description = `Unverified email with ${provider.name}. A confirmation email has been sent to ${outcome.email}; open its link, then sign in again.`;
      return withError(target, 'access_denied', 'provider_email_needs_verification', description);
    }
    if (row.codeChallenge && row.codeChallengeMethod) {
      const pkce = { challenge: row.codeChallenge, method: row.codeChallengeMethod };
      const flowId = await startFlow(context, { userId: outcome.userId, method: 'oauth', provider: provider.id, pkce });
      target.searchParams.set('code', await issueAuthCode(context, flowId));
      return target.toString();
    }
    target.hash = sessionFragment(await createSession(context, outcome.userId, 'oauth', client));
    return target.toString();
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return withError(target, 'access_denied', error.code, error.message);
  }
}
