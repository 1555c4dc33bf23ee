import { insertUnlessRegistered, parseEmail, parseMetadata } from '../accounts.ts';
import { type AuthContext, nowDate } from '../context.ts';
import { AuthError, validationFailed } from '../errors.ts';
import { generateEmailChangeLink } from '../email-change.ts';
import { issueOneTimeToken, safeRedirect, verifyUrl } from '../one-time-tokens.ts';
import { checkPasswordPolicy } from '../passwords.ts';
import { findUserByEmail, loadUser, serializeUser, type UserRow } from '../users.ts';
import { emailExists, parseReason } from './admin-users.ts';
import { type AdminActor, recordAdminAction } from './audit.ts';
import { updateAccount } from './repository.ts';

type Body = Record<string, unknown>;

/**
 * The account an invitation is for: a new one without a password, or the same address invited
 * before and not accepted yet. A confirmed account gets 422 email_exists, as GoTrue answers.
 */
async function invitedAccount(context: AuthContext, email: string, data: Record<string, unknown>): Promise<UserRow> {
  const existing = await findUserByEmail(context.db, email);
  if (existing?.emailConfirmedAt) throw emailExists();
  const now = nowDate(context);
  if (!existing) await insertUnlessRegistered(context, { email, hash: '', data, now, confirmed: false });
  const user = (await findUserByEmail(context.db, email))!;
  await updateAccount(context.db, user.id, { invitedAt: now });
  return { ...user, invitedAt: now };
}

/**
 * POST /invite (admin only): creates the account and mails a link that confirms the address and
 * signs the person in; they then choose a password. Works with AUTH_DISABLE_SIGNUP on.
 */
export async function inviteUser(context: AuthContext, actor: AdminActor, body: Body, redirectQuery: unknown) {
  const email = parseEmail(body.email);
  const reason = parseReason(body);
  const user = await invitedAccount(context, email, parseMetadata(body.data));
  const issued = (await issueOneTimeToken(context, user, 'confirmation', true))!;
  const link = verifyUrl(context, issued.token, 'invite', safeRedirect(context, redirectQuery, '/reset-password'));
  const minutes = Math.round(context.config.otpExpirySeconds / 60);
  await context.mailer.send({
    to: email,
    kind: 'invite',
    subject: 'You have been invited to Hammurabi',
    text: `You have been invited to create a Hammurabi account with ${email}.\n\nAccept the invitation: ${link.toString()}\n\nOr enter this code: ${issued.otp}\n\nThe link works once and for ${minutes} minutes; then choose your password.`,
  });
  await recordAdminAction(context.db, actor, { action: 'user_invited', target: { id: user.id, email }, reason });
  return serializeUser((await loadUser(context.db, user.id))!);
}

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery'] as const;
type LinkType = (typeof LINK_TYPES)[number];

/** The account a generated link is for, created for `signup` and `invite` as GoTrue does. */
async function linkAccount(context: AuthContext, type: LinkType, email: string, body: Body): Promise<UserRow> {
  const data = parseMetadata(body.data);
  if (type === 'invite') return invitedAccount(context, email, data);
  const existing = await findUserByEmail(context.db, email);
  if (type === 'signup') {
    const password = checkPasswordPolicy(body.password, context.config.passwordMinLength);
    if (existing) throw emailExists();
    const hash = await context.passwords.hash(password);
    await insertUnlessRegistered(context, { email, hash, data, now: nowDate(context), confirmed: false });
    return (await findUserByEmail(context.db, email))!;
  }
  if (!existing || existing.deletedAt) throw new AuthError(404, 'user_not_found', 'User with this email not found');
  return existing;
}

/**
 * POST /admin/generate_link: the link (and code) a mail would carry, for an administrator to hand
 * over another way; nothing is mailed. Answers the user with action_link, email_otp, hashed_token,
 * redirect_to and verification_type, as auth-js's generateLink reads them.
 */
export async function generateLink(context: AuthContext, actor: AdminActor, body: Body, redirectQuery: unknown) {
  const type = body.type;
  if (type === 'email_change_current' || type === 'email_change_new') {
    return emailChangeLink(context, actor, body, type, redirectQuery);
  }
  if (!LINK_TYPES.includes(type as LinkType)) {
    throw validationFailed(
      'Invalid type: must be one of signup, invite, magiclink, recovery, email_change_current, email_change_new',
    );
  }
  const linkType = type as LinkType;
  const email = parseEmail(body.email);
  const reason = parseReason(body);
  const user = await linkAccount(context, linkType, email, body);
  const kind = linkType === 'recovery' ? 'recovery' : 'confirmation';
  const issued = (await issueOneTimeToken(context, user, kind, true))!;
  const fallback = linkType === 'recovery' || linkType === 'invite' ? '/reset-password' : '/login';
  const redirectTo = safeRedirect(context, body.redirect_to ?? redirectQuery, fallback);
  await recordAdminAction(context.db, actor, {
    action: 'link_generated',
    target: { id: user.id, email },
    reason,
    details: { type: linkType },
  });
  return {
    ...serializeUser((await loadUser(context.db, user.id))!),
    action_link: verifyUrl(context, issued.token, linkType, redirectTo).toString(),
    email_otp: issued.otp,
    hashed_token: issued.token,
    redirect_to: redirectTo,
    verification_type: linkType,
  };
}

/**
 * generate_link for one leg of an e-mail change (`new_email` is where the account moves). The link
 * opens as GET /verify?type=email_change; `hashed_token` is what verifyOtp({type: 'email_change',
 * token_hash}) takes. E-mail changes here have no six-digit code, so `email_otp` is empty.
 */
async function emailChangeLink(
  context: AuthContext,
  actor: AdminActor,
  body: Body,
  type: 'email_change_current' | 'email_change_new',
  redirectQuery: unknown,
) {
  const email = parseEmail(body.email);
  const newEmail = parseEmail(body.new_email);
  const reason = parseReason(body);
  const user = await findUserByEmail(context.db, email);
  if (!user || user.deletedAt) throw new AuthError(404, 'user_not_found', 'User with this email not found');
  const redirectTo = safeRedirect(context, body.redirect_to ?? redirectQuery, '/profile');
  const leg = type === 'email_change_current' ? 'current' : 'new';
  const { token, link } = await generateEmailChangeLink(context, user, newEmail, leg, redirectTo);
  await recordAdminAction(context.db, actor, {
    action: 'link_generated',
    target: { id: user.id, email },
    reason,
    details: { type, new_email: newEmail },
  });
  return {
    ...serializeUser((await loadUser(context.db, user.id))!),
    action_link: link,
    email_otp: '',
    hashed_token: token,
    redirect_to: redirectTo,
    verification_type: type,
  };
}
