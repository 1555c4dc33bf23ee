import { z } from 'zod';
import { text } from './common.ts';

/** `GET /api/config` (the web app checks it with `isPublicConfig`, keeping zod out of its first download): what the web app needs at run time to reach the auth server. */
export const PublicConfigSchema = z.object({
  auth_url: text(),
  anon_key: text(),
  /** The external sign-in providers enabled on the server, for the login card's buttons. */
  providers: z.array(z.object({ id: z.enum(['github', 'google', 'gitlab', 'keycloak']), name: text() })),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** The GoTrue user object, as `GET /api/auth/users/me` answers it. */
export const AuthUserSchema = z.looseObject({
  id: text(),
  email: text(),
  aud: text(),
  role: text(),
  app_metadata: z.record(text(), z.unknown()),
  user_metadata: z.record(text(), z.unknown()),
  created_at: text(),
  updated_at: text(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;
