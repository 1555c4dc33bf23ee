import { z } from 'zod';

/** `GET /api/config` (the web app checks it with `isPublicConfig`, keeping zod out of its first download): what the web app needs at run time to reach the auth server. */
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
