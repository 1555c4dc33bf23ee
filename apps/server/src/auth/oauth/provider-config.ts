/** The external sign-in providers this server knows; `keycloak` stands for any OpenID Connect issuer. */
export const PROVIDER_IDS = ['github', 'google', 'gitlab', 'keycloak'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** One enabled provider, as configured from the environment. */
export interface OAuthProviderConfig {
  id: ProviderId;
  /** The button label: "Continue with {name}". */
  name: string;
  clientId: string;
  clientSecret: string;
  /** The OpenID Connect issuer (discovered through /.well-known/openid-configuration); GitHub has none. */
  issuer: string | undefined;
}

/** The provider variables of the environment (already validated as strings or undefined). */
export interface ProviderEnv {
  AUTH_GITHUB_CLIENT_ID?: string;
  AUTH_GITHUB_SECRET?: string;
  AUTH_GOOGLE_CLIENT_ID?: string;
  AUTH_GOOGLE_SECRET?: string;
  AUTH_GITLAB_CLIENT_ID?: string;
  AUTH_GITLAB_SECRET?: string;
  AUTH_GITLAB_URL?: string;
  AUTH_KEYCLOAK_URL?: string;
  AUTH_KEYCLOAK_CLIENT_ID?: string;
  AUTH_KEYCLOAK_SECRET?: string;
  AUTH_KEYCLOAK_NAME?: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The providers whose client id is set, in the order the login card shows them. */
export function providersFromEnv(env: ProviderEnv): OAuthProviderConfig[] {
  const providers: OAuthProviderConfig[] = [];
  const add = (
    id: ProviderId,
    name: string,
    clientId: string | undefined,
    secret: string | undefined,
    issuer?: string,
  ) => {
    if (clientId) providers.push({ id, name, clientId, clientSecret: secret ?? '', issuer });
  };
  add('github', 'GitHub', env.AUTH_GITHUB_CLIENT_ID, env.AUTH_GITHUB_SECRET);
  add('google', 'Google', env.AUTH_GOOGLE_CLIENT_ID, env.AUTH_GOOGLE_SECRET, 'https://accounts.google.com');
  add(
    'gitlab',
    'GitLab',
    env.AUTH_GITLAB_CLIENT_ID,
    env.AUTH_GITLAB_SECRET,
    trimSlash(env.AUTH_GITLAB_URL ?? 'https://gitlab.com'),
  );
  if (env.AUTH_KEYCLOAK_CLIENT_ID && env.AUTH_KEYCLOAK_URL) {
    add(
      'keycloak',
      env.AUTH_KEYCLOAK_NAME?.trim() || 'Single sign-on',
      env.AUTH_KEYCLOAK_CLIENT_ID,
      env.AUTH_KEYCLOAK_SECRET,
      trimSlash(env.AUTH_KEYCLOAK_URL),
    );
  }
  return providers;
}

/** Redirect targets allowed besides SITE_URL: exact URLs, or patterns with `*` (one path segment) and `**` (anything). */
export function parseRedirectUrls(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
