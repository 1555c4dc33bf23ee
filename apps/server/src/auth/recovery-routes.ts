import type { FastifyInstance } from 'fastify';
import { parseEmail } from './accounts.ts';
import { clientInfo } from './account-routes.ts';
import { nowDate } from './context.ts';
import { confirmEmailChange, emailChangeLinkRedirect, OTHER_LINK_PENDING } from './email-change.ts';
import { signupRules } from '../settings/instance-settings.ts';
import { phoneCodeRejected } from './disabled-features.ts';
import { PROVIDER_IDS } from './oauth/provider-config.ts';
import { parsePkceChallenge, startEmailFlow } from './pkce.ts';
import { requestRecovery, safeRedirect, verifyLinkRedirect, verifyOneTimeToken } from './one-time-tokens.ts';

type Body = Record<string, unknown>;
type Query = Record<string, string | undefined>;

/** Password recovery, e-mail verification (code, hash or link), settings and health. */
export async function recoveryRoutes(app: FastifyInstance): Promise<void> {
  const context = app.auth;
  const limits = context.config.rateLimits;

  app.post<{ Body: Body; Querystring: Query }>('/recover', async (request) => {
    await context.limiter.hit('recover:ip', request.ip, limits.recoverPerIp);
    const email = parseEmail(request.body?.email);
    await context.limiter.hit('recover:account', email, limits.recoverPerAccount);
    const pkce = parsePkceChallenge(request.body?.code_challenge, request.body?.code_challenge_method);
    const startedAt = nowDate(context);
    await requestRecovery(context, email, safeRedirect(context, request.query.redirect_to, '/reset-password'));
    if (pkce) await startEmailFlow(context, email, 'recovery', pkce, startedAt);
    return {};
  });

  app.post<{ Body: Body; Querystring: Query }>('/verify', async (request) => {
    await context.limiter.hit('verify:ip', request.ip, limits.verifyPerIp);
    const body = request.body ?? {};
    if (body.type === 'sms' || body.type === 'phone_change') throw phoneCodeRejected(body.phone);
    if (body.type === 'email_change') {
      const outcome = await confirmEmailChange(context, body.token_hash);
      return {
        msg: outcome.status === 'pending' ? OTHER_LINK_PENDING : `Your e-mail address is now ${outcome.email}.`,
        code: 200,
      };
    }
    const { session } = await verifyOneTimeToken(
      context,
      { type: body.type, tokenHash: body.token_hash, email: body.email, token: body.token },
      clientInfo(request),
    );
    return session;
  });

  app.get<{ Querystring: Query }>('/verify', async (request, reply) => {
    await context.limiter.hit('verify:ip', request.ip, limits.verifyPerIp);
    const location =
      request.query.type === 'email_change'
        ? await emailChangeLinkRedirect(context, request.query.token, safeRedirect(context, undefined, '/profile'))
        : await verifyLinkRedirect(context, request.query, clientInfo(request));
    return reply.header('referrer-policy', 'no-referrer').redirect(location, 303);
  });

  app.get('/settings', async () => ({
    external: {
      anonymous_users: false,
      email: true,
      phone: false,
      ...Object.fromEntries(
        PROVIDER_IDS.map((id) => [id, context.config.providers.some((provider) => provider.id === id)]),
      ),
    },
    disable_signup: (await signupRules(context.db, context.config)).disabled,
    mailer_autoconfirm: !context.config.confirmEmail,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    mfa: { totp: { enroll_enabled: true, verify_enabled: true } },
    password_min_length: context.config.passwordMinLength,
  }));

  // Tokens are signed with the symmetric JWT_SECRET only, and GoTrue publishes no symmetric key:
  // the set is empty, so auth-js's getClaims() checks a token with GET /user instead.
  app.get('/.well-known/jwks.json', async () => ({ keys: context.keys.signing.jwks }));

  app.get('/health', async () => ({ version: '1.0.0', name: 'Hammurabi Auth', description: 'GoTrue-compatible' }));
}
