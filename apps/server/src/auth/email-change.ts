import { randomBytes } from 'node:crypto';
import { type AuthContext, nowDate } from './context.ts';
import { AuthError } from './errors.ts';
import { withError } from './redirects.ts';
import {
  applyEmailChange,
  emailTaken,
  lockEmailChange,
  lockEmailChangeByLink,
  updateEmailChange,
  upsertEmailChange,
} from './repository-email-change.ts';
import { verifyUrl } from './one-time-tokens.ts';
import { hashToken } from './tokens.ts';
import { findUserByEmail, type UserRow } from './users.ts';

const otpExpired = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

/** What the first of two confirmations answers (GoTrue's words, which auth-js passes on). */
export const OTHER_LINK_PENDING = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const changeLink = (context: AuthContext, token: string, redirectTo: string) =>
  verifyUrl(context, token, 'email_change', redirectTo).toString();

/**
 * PUT /user {email}: records the change as pending and mails a link to the new address, and
 * with secure e-mail change (the default) one to the current address too. The address changes
 * only once every link is opened. A new request replaces the pending one (older links die).
 */
export async function requestEmailChange(context: AuthContext, user: UserRow, newEmail: string, redirectTo: string) {
  if (await findUserByEmail(context.db, newEmail)) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const now = nowDate(context);
  const newToken = randomBytes(32).toString('base64url');
  const currentToken = context.config.secureEmailChange ? randomBytes(32).toString('base64url') : null;
  const values = {
    newEmail,
    newTokenHash: hashToken(newToken),
    currentTokenHash: currentToken ? hashToken(currentToken) : null,
    newConfirmedAt: null,
    redirectTo,
    createdAt: now,
  };
  await upsertEmailChange(context.db, user.id, values);
  const hours = Math.round(context.config.otpExpirySeconds / 3600);
  const lifetime =
    hours >= 1
      ? `${hours} hour${hours === 1 ? '' : 's'}`
      : `${Math.round(context.config.otpExpirySeconds / 60)} minutes`;
  await context.mailer.send({
    to: newEmail,
    kind: 'email-change',
    subject: 'Confirm your new e-mail address',
    text: `Your Hammurabi account (${user.email}) asked to use this address from now on.\n\nConfirm it: ${changeLink(context, newToken, redirectTo)}\n\nThe link works once and for ${lifetime}.${currentToken ? ` The change also needs the link sent to ${user.email}.` : ''} If you did not ask for this, ignore this e-mail.`,
  });
  if (currentToken) {
    await context.mailer.send({
      to: user.email,
      kind: 'email-change',
      subject: 'Confirm the change of your e-mail address',
      text: `Someone signed in to your Hammurabi account asked to change its e-mail address from ${user.email} to ${newEmail}.\n\nIf it was you, confirm: ${changeLink(context, currentToken, redirectTo)}\n\nThe link works once and for ${lifetime}. If it was not you, do not open the link, and change your password: the address stays as it is.`,
    });
  }
}

/**
 * Opens one e-mail-change link. Answers `pending` while the other link is still unopened, and
 * `changed` once both are: then the account's address (and its e-mail identity) change.
 */
export async function confirmEmailChange(
  context: AuthContext,
  token: unknown,
): Promise<{ status: 'pending' | 'changed'; redirectTo: string; email: string }> {
  if (typeof token !== 'string' || !token) throw otpExpired();
  const hash = hashToken(token);
  const now = nowDate(context);
  return context.db.transaction(async (tx) => {
    const row = await lockEmailChangeByLink(tx, hash);
    if (!row || now.getTime() - row.createdAt.getTime() > context.config.otpExpirySeconds * 1000) throw otpExpired();
    const newConfirmedAt = row.newTokenHash === hash ? (row.newConfirmedAt ?? now) : row.newConfirmedAt;
    const currentTokenHash = row.currentTokenHash === hash ? null : row.currentTokenHash;
    if (!newConfirmedAt || currentTokenHash) {
      // The opened link is spent; its hash is replaced so it cannot be opened again.
      await updateEmailChange(tx, row.userId, {
        newConfirmedAt,
        currentTokenHash,
        newTokenHash: row.newTokenHash === hash ? hashToken(randomBytes(32).toString('hex')) : row.newTokenHash,
      });
      return { status: 'pending' as const, redirectTo: row.redirectTo, email: row.newEmail };
    }
    if (await emailTaken(tx, row.newEmail)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    await applyEmailChange(tx, row.userId, row.newEmail, now);
    return { status: 'changed' as const, redirectTo: row.redirectTo, email: row.newEmail };
  });
}

/** Where GET /verify?type=email_change sends the browser: a message in the fragment, or the error. */
export async function emailChangeLinkRedirect(context: AuthContext, token: unknown, fallback: string): Promise<string> {
  try {
    const outcome = await confirmEmailChange(context, token);
    const target = new URL(outcome.redirectTo);
    const message = outcome.status === 'pending' ? OTHER_LINK_PENDING : `Your e-mail address is now ${outcome.email}.`;
    target.hash = new URLSearchParams({ message, sb: '' }).toString();
    return target.toString();
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return withError(new URL(fallback), 'access_denied', error.code, error.message);
  }
}

/**
 * POST /admin/generate_link with `email_change_current` or `email_change_new` (GoTrue's types):
 * records `newEmail` as the user's pending change and answers the link of one leg, nothing mailed.
 * A pending change to the same address keeps its other leg, so both links can be generated in
 * turn; a change to another address starts afresh (its other leg then needs its own link). The
 * current address's leg exists only under secure e-mail change, as GoTrue answers.
 */
export async function generateEmailChangeLink(
  context: AuthContext,
  user: UserRow,
  newEmail: string,
  leg: 'current' | 'new',
  redirectTo: string,
): Promise<{ token: string; link: string }> {
  if (leg === 'current' && !context.config.secureEmailChange) {
    throw new AuthError(400, 'validation_failed', 'Enable secure email change to generate link for current email');
  }
  if (await findUserByEmail(context.db, newEmail)) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const token = randomBytes(32).toString('base64url');
  const unknown = () => hashToken(randomBytes(32).toString('base64url'));
  await context.db.transaction(async (tx) => {
    const pending = await lockEmailChange(tx, user.id);
    if (pending && pending.newEmail === newEmail) {
      await updateEmailChange(
        tx,
        user.id,
        leg === 'new' ? { newTokenHash: hashToken(token) } : { currentTokenHash: hashToken(token) },
      );
      return;
    }
    const values = {
      newEmail,
      newTokenHash: leg === 'new' ? hashToken(token) : unknown(),
      currentTokenHash: !context.config.secureEmailChange ? null : leg === 'current' ? hashToken(token) : unknown(),
      newConfirmedAt: null,
      redirectTo,
      createdAt: nowDate(context),
    };
    await upsertEmailChange(tx, user.id, values);
  });
  return { token, link: changeLink(context, token, redirectTo) };
}
