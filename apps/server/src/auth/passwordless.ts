import { findEmailChange } from './repository-email-change.ts';
import { assertSignupAllowed, insertUnlessRegistered, parseMetadata } from './accounts.ts';
import { type AuthContext, nowDate } from './context.ts';
import { requestEmailChange } from './email-change.ts';
import { AuthError, validationFailed } from './errors.ts';
import { issueOneTimeToken, sendOneTimeLink, verifyUrl } from './one-time-tokens.ts';
import { findUserByEmail, type UserRow } from './users.ts';

/** Mails a sign-in link and a 6-digit code; skipped silently within the mail interval. */
async function sendSignInMail(context: AuthContext, user: UserRow, redirectTo: string): Promise<void> {
  const issued = await issueOneTimeToken(context, user, 'confirmation');
  if (!issued) return;
  const link = verifyUrl(context, issued.token, 'magiclink', redirectTo);
  const minutes = Math.round(context.config.otpExpirySeconds / 60);
  await context.mailer.send({
    to: user.email,
    kind: 'magiclink',
    subject: 'Your Hammurabi sign-in link',
    text: `Sign in to Hammurabi: ${link.toString()}\n\nOr enter this code: ${issued.otp}\n\nThe link works once and for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  });
}

/**
 * POST /otp with an e-mail address: a magic link and a code (verified by /verify as `magiclink` or
 * `email`). An unknown address gets an account when `create_user` is not false and sign-up is
 * allowed; otherwise 422 otp_disabled, as GoTrue answers.
 */
export async function requestEmailOtp(
  context: AuthContext,
  body: Record<string, unknown>,
  email: string,
  redirectTo: string,
) {
  let user = await findUserByEmail(context.db, email);
  if (!user || user.deletedAt) {
    if (body.create_user === false) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    await assertSignupAllowed(context, email);
    const data = parseMetadata(body.data);
    await insertUnlessRegistered(context, { email, hash: '', data, now: nowDate(context), confirmed: false });
    user = (await findUserByEmail(context.db, email))!;
  }
  await sendSignInMail(context, user, redirectTo);
}

/**
 * POST /resend: the confirmation mail of an unconfirmed sign-up again, or the links of a pending
 * e-mail change. Answers the same whether or not there was anything to send.
 */
export async function resend(context: AuthContext, body: Record<string, unknown>, email: string, redirectTo: string) {
  const user = await findUserByEmail(context.db, email);
  if (body.type === 'signup') {
    if (user && !user.emailConfirmedAt && !user.deletedAt) {
      await sendOneTimeLink(context, user, 'confirmation', redirectTo);
    }
    return;
  }
  if (body.type === 'email_change') {
    if (!user) return;
    const pending = await findEmailChange(context.db, user.id);
    if (pending) await requestEmailChange(context, user, pending.newEmail, pending.redirectTo);
    return;
  }
  throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
}
