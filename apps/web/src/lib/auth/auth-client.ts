import { type AuthProviderInfo, isPublicConfig, type PublicConfigShape } from '@hammurabi/shared';
import type { GoTrueClient } from '@supabase/auth-js';

let configPromise: Promise<PublicConfigShape> | null = null;
let clientPromise: Promise<GoTrueClient> | null = null;

function loadPublicConfig(): Promise<PublicConfigShape> {
  configPromise ??= fetch('/api/config', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Could not load the app configuration (HTTP ${response.status}).`);
      const config: unknown = await response.json();
      if (!isPublicConfig(config)) throw new Error('The app configuration from the server is not valid.');
      return config;
    })
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
}

/** The client refuses to start without a backend URL and key. */
function requireSetting(value: string, name: string): string {
  if (!value) throw new Error(`${name} is required.`);
  return value;
}

function authUrl(config: PublicConfigShape): string {
  return new URL(requireSetting(config.auth_url, 'Auth URL'), window.location.origin).toString().replace(/\/$/, '');
}

/** The key of the stored session derives from the auth server's host. */
function storageKeyFor(config: PublicConfigShape): string {
  return `sb-${new URL(authUrl(config)).hostname.split('.')[0]}-auth-token`;
}

/** Sign-in results in the address: a PKCE `code`, an implicit-flow session or an error. */
const URL_AUTH_RESULT = /(?:^|[#?&])(?:code|access_token|error_description|error_code)=/;

/** The external sign-in providers the server has enabled, for "Continue with …" buttons. */
export async function authProviders(): Promise<AuthProviderInfo[]> {
  return (await loadPublicConfig()).providers;
}

/**
 * A session of the implicit flow in the address (`#access_token=…`), as links mailed before the
 * app moved to PKCE still deliver it. It is taken out of the address at once; the PKCE client
 * would refuse it, so it is handed to auth-js with setSession instead.
 */
function takeImplicitSession(): { access_token: string; refresh_token: string } | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return { access_token: accessToken, refresh_token: refreshToken };
}

/**
 * Whether this visit can have a session at all: one is stored, or the address carries a sign-in
 * result. When neither holds, the visitor is signed out and the auth client (about a quarter of
 * the first download) need not be loaded.
 */
export async function mayHaveSession(): Promise<boolean> {
  const config = await loadPublicConfig();
  if (URL_AUTH_RESULT.test(window.location.hash) || URL_AUTH_RESULT.test(window.location.search)) return true;
  try {
    return window.localStorage.getItem(storageKeyFor(config)) !== null;
  } catch {
    // Storage blocked by the browser: nothing can have been stored.
    return false;
  }
}

/** Whether a storage event is about the stored session (a sign-in or sign-out in another tab). */
export async function isSessionStorageKey(key: string | null): Promise<boolean> {
  if (key === null) return true;
  return key.startsWith(storageKeyFor(await loadPublicConfig()));
}

/**
 * The one @supabase/auth-js client of the app, against the auth URL and anon key the server
 * gives at run time (GET /api/config); the library itself loads on first use. Auto refresh,
 * persisted session, the PKCE flow (auth-js exchanges `?code=` itself); the storage key derives
 * from the host. Errors in the address are left to the screens that show them.
 */
export function getAuthClient(): Promise<GoTrueClient> {
  clientPromise ??= Promise.all([loadPublicConfig(), import('@supabase/auth-js')])
    .then(async ([config, { AuthClient }]) => {
      const anonKey = requireSetting(config.anon_key, 'Anon key');
      const implicitSession = takeImplicitSession();
      const client = new AuthClient({
        url: authUrl(config),
        headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
        storageKey: storageKeyFor(config),
        autoRefreshToken: true,
        persistSession: true,
        // Only PKCE callbacks (a `code` this browser holds the verifier for) are read by auth-js.
        detectSessionInUrl: () => false,
        flowType: 'pkce',
      });
      if (implicitSession) await client.setSession(implicitSession);
      return client;
    })
    .catch((error: unknown) => {
      clientPromise = null;
      throw error;
    });
  return clientPromise;
}

/**
 * The sign-in code step with a recovery code instead of the authenticator's (#35): the server's
 * `POST /auth/v1/factors/recovery/verify` answers an aal2 session, handed to auth-js as its own.
 */
export async function verifyRecoveryCode(client: GoTrueClient, code: string): Promise<void> {
  const config = await loadPublicConfig();
  const { data } = await client.getSession();
  if (!data.session) throw new Error('Your session has ended. Sign in again.');
  const response = await fetch(`${authUrl(config)}/factors/recovery/verify`, {
    method: 'POST',
    headers: {
      apikey: config.anon_key,
      authorization: `Bearer ${data.session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ code }),
  });
  const body = (await response.json()) as { access_token?: string; refresh_token?: string; msg?: string };
  if (!response.ok || !body.access_token || !body.refresh_token) {
    throw new Error(body.msg ?? `The recovery code could not be checked (HTTP ${response.status}).`);
  }
  const { error } = await client.setSession({ access_token: body.access_token, refresh_token: body.refresh_token });
  if (error) throw error;
}
