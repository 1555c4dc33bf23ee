/** The shortest password registration accepts. */
export const PASSWORD_MIN_LENGTH = 6;
/** bcrypt's limit: longer passwords are refused, never truncated. */
export const PASSWORD_MAX_BYTES = 72;

/** An external sign-in provider the server has enabled ("Continue with {name}"). */
export interface AuthProviderInfo {
  id: 'github' | 'google' | 'gitlab' | 'keycloak';
  name: string;
}

/** What `GET /api/config` answers: where the auth server is, its public key and the sign-in providers. */
export interface PublicConfigShape {
  auth_url: string;
  anon_key: string;
  providers: AuthProviderInfo[];
}

/** A zod-free check of `GET /api/config`, for the web app's first download. */
export function isPublicConfig(value: unknown): value is PublicConfigShape {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.auth_url === 'string' &&
    typeof record.anon_key === 'string' &&
    Array.isArray(record.providers) &&
    record.providers.every(
      (provider: unknown) =>
        !!provider &&
        typeof (provider as AuthProviderInfo).id === 'string' &&
        typeof (provider as AuthProviderInfo).name === 'string',
    )
  );
}

/** The full name from user metadata, else the e-mail, else 'User'. */
export function displayName(user: { email?: string | null; user_metadata?: Record<string, unknown> } | null): string {
  const fullName = user?.user_metadata?.full_name;
  if (typeof fullName === 'string' && fullName.trim()) return fullName.trim();
  if (user?.email) return user.email;
  return 'User';
}
