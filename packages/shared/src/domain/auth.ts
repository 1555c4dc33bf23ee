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

/** Recovery codes given at enrolment of a second factor, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** What a deleted account's posts and projects show where its name was. */
export const FORMER_MEMBER = 'Former member';

/** A person as the server summarises them (UserSummary) or a signed-in auth user. */
export interface NamedPerson {
  full_name?: string | null;
  username?: string | null;
  email_name?: string | null;
  email?: string | null;
  user_metadata?: Record<string, unknown>;
}

const filled = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The one name shown for a person everywhere (#35): full name, else username, else the part of
 * the e-mail address before "@". `FORMER_MEMBER` only for a deleted account (null).
 */
export function displayName(person: NamedPerson | null | undefined): string {
  if (!person) return FORMER_MEMBER;
  const metadata = person.user_metadata ?? {};
  return (
    filled(person.full_name) ??
    filled(metadata.full_name) ??
    filled(person.username) ??
    filled(metadata.username) ??
    filled(person.email_name) ??
    filled(person.email?.split('@')[0]) ??
    FORMER_MEMBER
  );
}
