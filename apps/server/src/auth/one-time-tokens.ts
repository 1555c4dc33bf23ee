import { randomBytes, randomInt } from 'node:crypto';
import { type AuthContext, nowDate } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { type ClientInfo, createSession } from './sessions.ts';
import { issueAuthCode, pendingEmailFlow } from './pkce.ts';
import { matchesAllowList } from './redirect-allow-list.ts';
import { sessionFragment, withError } from './redirects.ts';
import { hashToken } from './tokens.ts';
import { markEmailConfirmed, markTokenSent, takeOneTimeToken, upsertOneTimeToken } from './repository-tokens.ts';
import { findUserByEmail, type UserRow } from './users.ts';

type TokenKind = 'confirmation' | 'recovery';

const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * The redirect target of an e-mail link or a provider sign-in: `redirect_to` when it is on
 * SITE_URL's host (any port on loopback) or allowed by AUTH_REDIRECT_URLS, else SITE_URL itself,
 * so tokens never go to another site.
 */
export function safeRedirect(context: AuthContext, requested: unknown, fallbackPath = '/'): string {
  const site = new URL(context.siteUrl);
  const fallback = new URL(fallbackPath, site).toString();
  if (typeof requested !== 'string' || !requested) return fallback;
  try {
    const target = new URL(requested);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(site.hostname);
    const sameHost = target.hostname === site.hostname && target.protocol === site.protocol;
    if (sameHost && (loopback || target.port === site.port)) return target.toString();
    if (matchesAllowList(target, context.config.redirectUrls)) return target.toString();
  } catch {
    // An unparsable redirect falls back to the site.
  }
  return fallback;
}

/**
 * Creates (or replaces) the user's link token and 6-digit code and records when it was sent;
 * null when one went out within the minimum mail interval (unless `always`: an administrator's
 * generate_link, which mails nothing).
 */
export async function issueOneTimeToken(context: AuthContext, user: UserRow, kind: TokenKind, always = false) {
  const now = nowDate(context);
  const lastSent = kind === 'recovery' ? user.recoverySentAt : user.confirmationSentAt;
  const recent = lastSent && now.getTime() - lastSent.getTime() < context.config.mailMinIntervalSeconds * 1000;
  if (recent && !always) return null;
  const token = randomBytes(32).toString('base64url');
  const otp = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await upsertOneTimeToken(context.db, {
    userId: user.id,
    tokenType: kind,
    tokenHash: hashToken(token),
    otpHash: hashToken(`${user.email}:${otp}`),
    relatesTo: user.email,
    now,
  });
  await markTokenSent(context.db, user.id, kind === 'recovery' ? 'recovery' : 'other', now);
  return { token, otp };
}

/**
 * A query value written as GoTrue writes `redirect_to`: the characters RFC 3986 allows in a query
 * (`:` `/` `?` `@` `,` `;` `$`) stay readable, so the target shows as itself; `&`, `=`, `#`, `+`,
 * `%` and spaces are escaped, so it still reads back whole.
 */
const readableQueryValue = (value: string) =>
  encodeURIComponent(value).replace(/%(3A|2F|3F|40|2C|3B|24)/gi, (escaped) => decodeURIComponent(escaped));

/** The GET /verify link of a one-time token: what the mails carry and generate_link answers. */
export function verifyUrl(context: AuthContext, token: string, type: string, redirectTo: string): URL {
  const link = new URL('/auth/v1/verify', context.siteUrl);
  link.search = `token=${encodeURIComponent(token)}&type=${encodeURIComponent(type)}&redirect_to=${readableQueryValue(redirectTo)}`;
  return link;
}

/**
 * Mails the user a fresh link and code. A second mail to the same user within the minimum
 * interval is skipped silently, so nobody learns from a 429 that the address has an account;
 * `always` (an administrator's explicit resend) skips the interval.
 */
export async function sendOneTimeLink(
  context: AuthContext,
  user: UserRow,
  kind: TokenKind,
  redirectTo: string,
  always = false,
) {
  const issued = await issueOneTimeToken(context, user, kind, always);
  if (!issued) return;
  const { token, otp } = issued;
  const link = verifyUrl(context, token, kind === 'recovery' ? 'recovery' : 'signup', redirectTo);
  const minutes = Math.round(context.config.otpExpirySeconds / 60);
  await context.mailer.send(
    kind === 'recovery'
      ? {
          to: user.email,
          kind,
          subject: 'Reset your Hammurabi password',
          text: `Someone asked to reset the password of your Hammurabi account.\n\nSet a new password: ${link.toString()}\n\nOr enter this code: ${otp}\n\nThe link works once and for ${minutes} minutes. If you did not ask for this, ignore this e-mail.`,
        }
      : {
          to: user.email,
          kind,
          subject: 'Confirm your Hammurabi account',
          text: `Welcome to Hammurabi!\n\nConfirm your e-mail address: ${link.toString()}\n\nOr enter this code: ${otp}\n\nThe link works once and for ${minutes} minutes.`,
        },
  );
}

/**
 * Tells the owner of a confirmed account that someone tried to register their address, at most
 * once per mail interval, so sign-up cannot flood their inbox. It writes the same rows as a
 * confirmation link (a fresh token that is never sent, so nobody can use it): sign-up then does
 * the same work whether or not the address has an account, and its timing tells nothing.
 */
export async function sendRegistrationAttemptNotice(context: AuthContext, user: UserRow): Promise<void> {
  if (!(await issueOneTimeToken(context, user, 'confirmation'))) return;
  const signIn = new URL('/login', context.siteUrl).toString();
  await context.mailer.send({
    to: user.email,
    kind: 'registration-attempt',
    subject: 'Someone tried to register with your e-mail address',
    text: `Someone tried to create a Hammurabi account with ${user.email}, which already has an account.\n\nIf it was you, sign in instead: ${signIn}\nForgot your password? Use "Forgot password?" on that page.\n\nIf it was not you, you can ignore this e-mail; your account is unchanged.`,
  });
}

/** POST /recover: always `{}`; a mail goes out only when the account exists. */
export async function requestRecovery(context: AuthContext, email: string, redirectTo: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (user) await sendOneTimeLink(context, user, 'recovery', redirectTo);
}

const kindOfType = (type: unknown): TokenKind => {
  if (type === 'recovery') return 'recovery';
  if (type === 'signup' || type === 'email' || type === 'invite' || type === 'magiclink') return 'confirmation';
  throw validationFailed('Verify requires a verification type');
};

/**
 * Consumes a link token (`token_hash`) or an e-mail code (`email` + `token`): single use,
 * expiring; confirms the address. Answers whose token it was.
 */
async function consumeOneTimeToken(
  context: AuthContext,
  input: { type: unknown; tokenHash?: unknown; email?: unknown; token?: unknown },
): Promise<{ user: UserRow; kind: TokenKind }> {
  const kind = kindOfType(input.type);
  let hash: string;
  if (typeof input.tokenHash === 'string' && input.tokenHash) {
    hash = hashToken(input.tokenHash);
  } else if (typeof input.email === 'string' && typeof input.token === 'string') {
    hash = hashToken(`${input.email.trim().toLowerCase()}:${input.token.trim()}`);
  } else {
    throw validationFailed('Verify requires either a token or a token hash');
  }
  const now = nowDate(context);
  const row = await takeOneTimeToken(context.db, kind, hash);
  if (!row || now.getTime() - row.createdAt.getTime() > context.config.otpExpirySeconds * 1000) throw otpExpired();
  const user = await findUserByEmail(context.db, row.relatesTo);
  if (!user || user.id !== row.userId) throw otpExpired();
  if (!user.emailConfirmedAt) {
    await markEmailConfirmed(context.db, user.id, { ...user.userMetadata, email_verified: true }, now);
  }
  return { user, kind };
}

/** Consumes a link token or e-mail code and opens a session with amr `otp`. */
export async function verifyOneTimeToken(
  context: AuthContext,
  input: { type: unknown; tokenHash?: unknown; email?: unknown; token?: unknown },
  client: ClientInfo,
) {
  const { user, kind } = await consumeOneTimeToken(context, input);
  const session = await createSession(context, user.id, 'otp', client);
  return { session, type: kind === 'recovery' ? 'recovery' : 'signup' };
}

/**
 * Where GET /verify sends the browser: `?code=` when the link was requested in the PKCE flow,
 * else the session in the fragment (implicit flow, also links mailed before PKCE); or the error.
 */
export async function verifyLinkRedirect(
  context: AuthContext,
  query: Record<string, string | undefined>,
  client: ClientInfo,
): Promise<string> {
  const fallbackPath = query.type === 'recovery' ? '/reset-password' : '/login';
  const target = new URL(safeRedirect(context, query.redirect_to, fallbackPath));
  try {
    const { user, kind } = await consumeOneTimeToken(context, { type: query.type, tokenHash: query.token });
    const flow = await pendingEmailFlow(context, user.id, kind === 'recovery' ? 'recovery' : 'email/signup');
    if (flow) {
      target.searchParams.set('code', await issueAuthCode(context, flow.id));
      return target.toString();
    }
    const session = await createSession(context, user.id, 'otp', client);
    const type = kind === 'recovery' ? 'recovery' : 'signup';
    target.hash = sessionFragment(session, type);
  } catch (error) {
    const code = error instanceof AuthError ? error.code : 'unexpected_failure';
    const description = error instanceof AuthError ? error.message : 'Unexpected failure';
    return withError(target, 'access_denied', code, description);
  }
  return target.toString();
}
