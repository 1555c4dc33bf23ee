import type { FastifyInstance } from 'fastify';
import { parseEmail } from './accounts.ts';
import { authenticate } from './authenticate.ts';
import { nowDate } from './context.ts';
import { phoneDisabled } from './disabled-features.ts';
import { AuthError } from './errors.ts';
import { safeRedirect } from './one-time-tokens.ts';
import { requestEmailOtp, resend } from './passwordless.ts';
import { parsePkceChallenge, startEmailFlow } from './pkce.ts';
import { sendReauthenticationCode } from './reauthentication.ts';
import { findUserByEmail } from './users.ts';

type Body = Record<string, unknown>;
type Query = Record<string, string | undefined>;

/** Passwordless sign-in (/otp), mail again (/resend) and a code before a sensitive change (/reauthenticate). */
export async function passwordlessRoutes(app: FastifyInstance): Promise<void> {
  const context = app.auth;
  const limits = context.config.rateLimits;

  app.post<{ Body: Body; Querystring: Query }>('/otp', async (request) => {
    const body = request.body ?? {};
    if (body.email === undefined && body.phone !== undefined) throw phoneDisabled();
    await context.limiter.hit('otp:ip', request.ip, limits.recoverPerIp);
    const email = parseEmail(body.email);
    await context.limiter.hit('otp:account', email, limits.recoverPerAccount);
    const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
    const startedAt = nowDate(context);
    await requestEmailOtp(context, body, email, safeRedirect(context, request.query.redirect_to, '/login'));
    if (pkce) await startEmailFlow(context, email, 'email/signup', pkce, startedAt);
    return {};
  });

  app.post<{ Body: Body; Querystring: Query }>('/resend', async (request) => {
    const body = request.body ?? {};
    if (body.email === undefined && body.phone !== undefined) throw phoneDisabled();
    await context.limiter.hit('resend:ip', request.ip, limits.recoverPerIp);
    const email = parseEmail(body.email);
    await context.limiter.hit('resend:account', email, limits.recoverPerAccount);
    const fallback = body.type === 'email_change' ? '/profile' : '/login';
    await resend(context, body, email, safeRedirect(context, request.query.redirect_to, fallback));
    return {};
  });

  const reauthenticate = async (request: Parameters<typeof authenticate>[1]) => {
    const call = await authenticate(context, request);
    await context.limiter.hit('reauthenticate', call.userId, limits.recoverPerAccount);
    const user = await findUserByEmail(context.db, call.email);
    if (!user || user.id !== call.userId) {
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    }
    await sendReauthenticationCode(context, user);
    return {};
  };
  app.get('/reauthenticate', reauthenticate);
  app.post('/reauthenticate', reauthenticate);
}
