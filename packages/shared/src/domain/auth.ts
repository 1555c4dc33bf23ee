/** Spec §9: the shortest password registration accepts. */
export const PASSWORD_MIN_LENGTH = 6;
/** bcrypt's limit: longer passwords are refused, never truncated. */
export const PASSWORD_MAX_BYTES = 72;

/** What `GET /api/config` answers: where the auth server is and its public key. */
export interface PublicConfigShape {
  auth_url: string;
  anon_key: string;
}

/** A zod-free check of `GET /api/config`, for the web app's first download. */
export function isPublicConfig(value: unknown): value is PublicConfigShape {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.auth_url === 'string' && typeof record.anon_key === 'string';
}

/** Spec §2.6: the full name from user metadata, else the e-mail, else 'User'. */
export function displayName(user: { email?: string | null; user_metadata?: Record<string, unknown> } | null): string {
  const fullName = user?.user_metadata?.full_name;
  if (typeof fullName === 'string' && fullName.trim()) return fullName.trim();
  if (user?.email) return user.email;
  return 'User';
}
