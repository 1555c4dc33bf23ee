import type { RouteOptions } from 'fastify';

/** What each /auth/v1 operation does, for the OpenAPI description (keyed by method and path). */
const summaries: Record<string, string> = {
  'POST /auth/v1/signup': 'Create an account with e-mail and password',
  'POST /auth/v1/token':
    'Sign in (grant_type=password), refresh a session (grant_type=refresh_token) or exchange a PKCE code (grant_type=pkce)',
  'GET /auth/v1/user': 'The signed-in user',
  'PUT /auth/v1/user': 'Change the signed-in user’s password, metadata or e-mail (confirmed by mail)',
  'POST /auth/v1/logout': 'Sign out this session, others, or all (scope=local|others|global)',
  'POST /auth/v1/recover': 'Mail a password-recovery link',
  'GET /auth/v1/verify': 'Open a mailed link: confirms the address or starts recovery, then redirects',
  'POST /auth/v1/verify': 'Verify a mailed token or code',
  'GET /auth/v1/settings': 'Which sign-in methods this server offers',
  'GET /auth/v1/health': 'Whether the auth server is up',
  'GET /auth/v1/.well-known/jwks.json': 'Public signing keys (RS256/ES256 keys of JWT_KEYS; none with HS256 only)',
  'POST /auth/v1/factors': 'Enrol a TOTP factor',
  'POST /auth/v1/factors/:factorId/challenge': 'Start a challenge for a factor',
  'POST /auth/v1/factors/:factorId/verify':
    'Verify a factor with a code from the authenticator app; the first verify also answers recovery_codes',
  'POST /auth/v1/factors/recovery/verify': 'Raise the session to aal2 with a single-use recovery code',
  'DELETE /auth/v1/factors/:factorId': 'Remove a factor',
  'GET /auth/v1/authorize': 'Start a sign-in at an external provider (opened by the browser; redirects there)',
  'GET /auth/v1/callback': 'Where providers send the browser back; redirects with a code, a session or the error',
  'GET /auth/v1/user/identities/authorize': 'The provider URL that links another sign-in method to this user',
  'DELETE /auth/v1/user/identities/:id': 'Unlink a sign-in method while another one remains',
  'GET /auth/v1/admin/users': 'Admin: list users (page, per_page, filter on the address)',
  'POST /auth/v1/admin/users': 'Admin: create a user (email_confirm, app_metadata.roles, ban_duration)',
  'GET /auth/v1/admin/users/:id': 'Admin: one user',
  'PUT /auth/v1/admin/users/:id': 'Admin: update a user: e-mail, password, metadata, roles, ban',
  'DELETE /auth/v1/admin/users/:id': 'Admin: delete a user (should_soft_delete keeps the row)',
  'GET /auth/v1/admin/users/:id/factors': 'Admin: a user’s MFA factors',
  'DELETE /auth/v1/admin/users/:id/factors/:factorId': 'Admin: remove a user’s MFA factor',
  'POST /auth/v1/invite': 'Admin: invite a person by mail',
  'POST /auth/v1/otp': 'Passwordless sign-in: mail a sign-in link and a 6-digit code (create_user)',
  'POST /auth/v1/resend': 'Mail the sign-up confirmation or the e-mail change links again',
  'GET /auth/v1/reauthenticate': 'Mail the signed-in user a code that PUT /user takes as nonce',
  'POST /auth/v1/reauthenticate': 'Mail the signed-in user a code that PUT /user takes as nonce',
  'POST /auth/v1/admin/generate_link':
    'Admin: the link and code a mail would carry (signup, invite, magiclink, recovery)',
};

/** Paths the browser opens itself, without the apikey header. */
const browserOpened = new Set(['GET /auth/v1/authorize', 'GET /auth/v1/callback']);

/** Paths a signed-in session calls, which carry the user's bearer token besides the apikey. */
const withSession =
  /^(GET|PUT) \/auth\/v1\/user$|^POST \/auth\/v1\/logout$|^\w+ \/auth\/v1\/factors|^\w+ \/auth\/v1\/user\/identities|^\w+ \/auth\/v1\/(admin\/|invite$|reauthenticate$)/;

/** Gives an /auth/v1 route its tag, summary and security in the OpenAPI description. */
export function documentAuthRoute(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const key = `${methods[0]} ${route.url}`;
  const summary = summaries[key];
  if (!summary) return;
  route.schema = {
    ...route.schema,
    tags: ['auth'],
    summary,
    security: browserOpened.has(key) ? [] : withSession.test(key) ? [{ apiKey: [], bearerAuth: [] }] : [{ apiKey: [] }],
  };
}
