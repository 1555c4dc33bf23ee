import { z } from 'zod';

/** Spec §9: the shortest password registration accepts. */
export const PASSWORD_MIN_LENGTH = 6;
/** bcrypt's limit: longer passwords are refused, never truncated. */
export const PASSWORD_MAX_BYTES = 72;

/** `GET /api/config`: what the web app needs at run time to reach the auth server. */
export const PublicConfigSchema = z.object({
  auth_url: z.string(),
  anon_key: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** The GoTrue user object (spec §3 Auth user), as `GET /api/auth/users/me` answers it. */
export const AuthUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  aud: z.string(),
  role: z.string(),
  app_metadata: z.record(z.string(), z.unknown()),
  user_metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** Spec §2.6: the full name from user metadata, else the e-mail, else 'User'. */
export function displayName(user: { email?: string | null; user_metadata?: Record<string, unknown> } | null): string {
  const fullName = user?.user_metadata?.full_name;
  if (typeof fullName === 'string' && fullName.trim()) return fullName.trim();
  if (user?.email) return user.email;
  return 'User';
}
