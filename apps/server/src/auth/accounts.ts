import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { authUsers } from '../db/schema/index.ts';
import { type AuthContext, nowDate } from './context.ts';
import { AuthError, invalidCredentials, validationFailed } from './errors.ts';
import { sendOneTimeLink, sendRegistrationAttemptNotice } from './one-time-tokens.ts';
import { requestEmailChange } from './email-change.ts';
import { checkPasswordPolicy } from './passwords.ts';
import { signupRules } from '../settings/instance-settings.ts';
import { checkedProfileSeed, usernameRaceRefusal } from './profile-rows.ts';
import { consumeReauthenticationCode } from './reauthentication.ts';
import { type ClientInfo, createSession, sessionAssurance } from './sessions.ts';
import { insertAccountUnlessRegistered, saveUserChanges } from './repository-users.ts';
import { findUserByEmail, hasVerifiedFactor, loadUser, serializeUser } from './users.ts';

const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

/** Validates an e-mail address the way GoTrue answers a bad one. */
export function parseEmail(value: unknown): string {
  const parsed = EmailSchema.safeParse(value);
  if (!parsed.success) {
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return parsed.data;
}

const MetadataSchema = z.record(z.string(), z.unknown()).nullish();

/** Metadata given by a client: an object of at most 16 KiB as JSON; null or absent is `{}`. */
export function parseMetadata(value: unknown): Record<string, unknown> {
  const parsed = MetadataSchema.safeParse(value);
  if (!parsed.success) throw validationFailed('data must be an object');
  const metadata = parsed.data ?? {};
  if (JSON.stringify(metadata).length > 16_384) throw validationFailed('data is too large');
  return metadata;
}

/**
 * Whether a new account may be opened for `email` by the person themselves (sign-up, a first
 * e-mail code, a first provider sign-in): AUTH_DISABLE_SIGNUP and AUTH_ALLOWED_EMAIL_DOMAINS.
 * Invited and administrator-made accounts do not pass here.
 */
export async function assertSignupAllowed(context: AuthContext, email: string): Promise<void> {
  // The administrator's setting on /admin when there is one, else the environment (decision 101).
  const rules = await signupRules(context.db, context.config);
  if (rules.disabled) {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  const domains = rules.domains;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (domains.length > 0 && !domains.includes(domain)) {
    throw new AuthError(
      400,
      'email_address_not_authorized',
      `Email address "${email}" cannot be used as it is not authorized`,
    );
  }
}

/**
 * POST /signup. New accounts are confirmed at once unless AUTH_CONFIRM_EMAIL is on, then a link
 * is mailed. Without confirmation the answer is a session, as GoTrue's (decision 073); an already
 * registered address gets 422 user_already_exists (signing in would tell anyway). With it, a new
 * account's user, or for a registered address a look-alike user so the answer does not tell
 * (decision 010), and the owner gets a mail instead. Both paths do the same work (one bcrypt
 * hash, the same statements, one mail; decision 011), so the time taken does not tell either.
 */
export async function signUp(
  context: AuthContext,
  body: Record<string, unknown>,
  redirectTo: string,
  client: ClientInfo,
) {
  const password = checkPasswordPolicy(body.password, context.config.passwordMinLength);
  const email = parseEmail(body.email);
  await assertSignupAllowed(context, email);
  const data = parseMetadata(body.data);
  const hash = await context.passwords.hash(password);
  const now = nowDate(context);
  const confirmed = !context.config.confirmEmail;
  const created = await insertUnlessRegistered(context, { email, hash, data, now, confirmed });
  const user = (await findUserByEmail(context.db, email))!;
  if (!created && confirmed) throw new AuthError(422, 'user_already_exists', 'User already registered');
  if (confirmed) return createSession(context, user.id, 'password', client);
  if (created || !user.emailConfirmedAt) await sendOneTimeLink(context, user, 'confirmation', redirectTo);
  else await sendRegistrationAttemptNotice(context, user);
  // Loaded on both paths, though only a new account's is answered.
  const loaded = await loadUser(context.db, user.id);
  return created ? serializeUser(loaded!) : lookAlikeUser(email, data, now, false);
}

/**
 * Creates the user, its e-mail identity and its profile (the username reserved) in one
 * statement that does nothing when the address is taken; true when the account was created.
 * A username that is taken or breaks the rule is refused first (profile-rows.ts). `hash` is '' for an account without a password yet
 * (invited, or created by an administrator without one).
 */
export async function insertUnlessRegistered(
  context: AuthContext,
  input: { email: string; hash: string; data: Record<string, unknown>; now: Date; confirmed: boolean },
): Promise<boolean> {
  const { email, hash, data, now, confirmed } = input;
  const seed = await checkedProfileSeed(context.db, data, email);
  const id = randomUUID();
  const at = now.toISOString();
  const appMetadata = { provider: 'email', providers: ['email'] };
  const userMetadata = { ...data, ...(confirmed ? { email_verified: true } : {}) };
  const identityData = { sub: id, email, email_verified: confirmed, phone_verified: false, ...data };
  // One statement that does nothing for a registered address: both paths send the same work
  // (decision 011). The profile, and so the username, exists from the first moment (#35).
  try {
    return await insertAccountUnlessRegistered(context.db, {
      id,
      email,
      hash,
      confirmed,
      at,
      appMetadata,
      userMetadata,
      identityData,
      seed,
    });
  } catch (error) {
    throw usernameRaceRefusal(error);
  }
}

/** What sign-up answers for an address that already has an account: same shape, nothing real. */
function lookAlikeUser(email: string, data: Record<string, unknown>, now: Date, confirmed: boolean) {
  const id = randomUUID();
  const at = now.toISOString();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    ...(confirmed ? { email_confirmed_at: at } : {}),
    phone: '',
    ...(confirmed ? { confirmed_at: at } : { confirmation_sent_at: at }),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: confirmed ? { ...data, email_verified: true } : data,
    identities: [
      {
        identity_id: randomUUID(),
        id,
        user_id: id,
        identity_data: { sub: id, email, email_verified: confirmed, phone_verified: false, ...data },
        provider: 'email',
        created_at: at,
        updated_at: at,
        email,
      },
    ],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

/** grant_type=password: one answer for unknown address and wrong password, in equal time. */
export async function passwordGrant(context: AuthContext, body: Record<string, unknown>, client: ClientInfo) {
  if (typeof body.email !== 'string' || typeof body.password !== 'string') throw invalidCredentials();
  const email = body.email.trim().toLowerCase();
  const user = await findUserByEmail(context.db, email);
  const valid = await context.passwords.verify(body.password, user?.encryptedPassword);
  if (!user || !valid) throw invalidCredentials();
  if (!user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await createSession(context, user.id, 'password', client);
  return { ...session, weak_password: null };
}

export interface CurrentSession {
  userId: string;
  sessionId: string;
}

/**
 * PUT /user: merges `data` key by key (null deletes a key), starts an e-mail change and changes
 * the password. A new password needs the current one, except in a session opened from an e-mail
 * link (recovery) or when the account has none yet (made by a provider); with a verified factor
 * it needs aal2. Other sessions are signed out.
 */
export async function updateUser(
  context: AuthContext,
  current: CurrentSession,
  body: Record<string, unknown>,
  emailRedirectTo?: string,
) {
  const loaded = await loadUser(context.db, current.userId);
  if (!loaded) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const now = nowDate(context);
  const changes: Partial<typeof authUsers.$inferInsert> = { updatedAt: now };
  const newEmail = body.email !== undefined && body.email !== null ? parseEmail(body.email) : loaded.row.email;
  if (newEmail !== loaded.row.email) {
    const { aal } = await sessionAssurance(context.db, current.sessionId);
    if (aal !== 'aal2' && (await hasVerifiedFactor(context.db, current.userId))) {
      throw new AuthError(401, 'insufficient_aal', 'AAL2 required to update email or password');
    }
    await requestEmailChange(context, loaded.row, newEmail, emailRedirectTo ?? `${context.siteUrl}/profile`);
  }
  if (body.data !== undefined && body.data !== null) {
    const merged: Record<string, unknown> = { ...loaded.row.userMetadata };
    for (const [key, value] of Object.entries(parseMetadata(body.data))) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    changes.userMetadata = merged;
  }
  let passwordChanged = false;
  if (body.password !== undefined && body.password !== null) {
    const password = checkPasswordPolicy(body.password, context.config.passwordMinLength);
    const { aal, amr } = await sessionAssurance(context.db, current.sessionId);
    if (aal !== 'aal2' && (await hasVerifiedFactor(context.db, current.userId))) {
      throw new AuthError(401, 'insufficient_aal', 'AAL2 required to update email or password');
    }
    const fromEmailLink = amr.some((entry) => entry.method === 'otp');
    if (!fromEmailLink && loaded.row.encryptedPassword && typeof body.nonce === 'string' && body.nonce) {
      // A code from GET /reauthenticate stands for the current password.
      await consumeReauthenticationCode(context, current.userId, body.nonce);
    } else if (!fromEmailLink && loaded.row.encryptedPassword) {
      if (typeof body.current_password !== 'string' || !body.current_password) {
        throw new AuthError(400, 'reauthentication_needed', 'Current password required when setting new password.');
      }
      const matches = await context.passwords.verify(body.current_password, loaded.row.encryptedPassword);
      if (!matches) throw new AuthError(400, 'invalid_credentials', 'Current password is incorrect.');
    }
    if (await context.passwords.verify(password, loaded.row.encryptedPassword)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    changes.encryptedPassword = await context.passwords.hash(password);
    passwordChanged = true;
  }
  await saveUserChanges(context.db, current, changes, passwordChanged);
  return serializeUser((await loadUser(context.db, current.userId))!);
}
