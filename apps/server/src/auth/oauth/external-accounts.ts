import { randomUUID } from 'node:crypto';
import { type AuthContext, nowDate } from '../context.ts';
import { assertSignupAllowed } from '../accounts.ts';
import { AuthError } from '../errors.ts';
import { sendOneTimeLink } from '../one-time-tokens.ts';
import { insertProfileRow, lenientProfileSeed } from '../profile-rows.ts';
import { markEmailConfirmed } from '../repository-tokens.ts';
import { findUserByEmail } from '../users.ts';
import {
  addIdentity,
  claimUnconfirmedAccount,
  findIdentity,
  findUserById,
  insertExternalUser,
  recordIdentitySignIn,
} from './repository.ts';
import type { ExternalProfile } from './provider-client.ts';

/** What a finished provider sign-in leads to. */
export type ExternalOutcome = { kind: 'signed-in'; userId: string } | { kind: 'needs-confirmation'; email: string };

/**
 * GoTrue's account linking for a provider sign-in:
 * 1. the account that already has this identity signs in;
 * 2. a signed-in user linking a provider gets the identity (unless another account has it);
 * 3. an account with the same e-mail is linked only when the provider verified that e-mail —
 *    an unverified e-mail never links (nor signs in) to an existing account;
 * 4. otherwise a new account is made; with an unverified e-mail it must confirm by mail first.
 * An existing account whose own e-mail was never confirmed is claimed by the verified owner:
 * its password and other sign-in methods, set by whoever registered the address, are dropped.
 */
export async function resolveExternalAccount(
  context: AuthContext,
  profile: ExternalProfile,
  options: { linkUserId: string | null; providerName: string; redirectTo: string },
): Promise<ExternalOutcome> {
  const now = nowDate(context);
  const existing = await findIdentity(context.db, profile.provider, profile.sub);
  if (options.linkUserId) {
    if (existing && existing.userId !== options.linkUserId) {
      throw new AuthError(422, 'identity_already_exists', 'Identity is already linked to another user');
    }
    if (!existing) await context.db.transaction((tx) => addIdentity(tx, options.linkUserId!, profile, now));
    return { kind: 'signed-in', userId: options.linkUserId };
  }
  if (existing) {
    await recordIdentitySignIn(context.db, existing.id, profile.data, now);
    const user = await findUserById(context.db, existing.userId);
    if (user && !user.emailConfirmedAt) {
      if (!profile.emailVerified || profile.email !== user.email) {
        return { kind: 'needs-confirmation', email: user.email };
      }
      await markEmailConfirmed(context.db, user.id, { ...user.userMetadata, email_verified: true }, now);
    }
    return { kind: 'signed-in', userId: existing.userId };
  }
  if (!profile.email) {
    throw new AuthError(
      422,
      'email_address_not_provided',
      `${options.providerName} did not share an e-mail address. Add a verified e-mail address there and try again.`,
    );
  }
  const owner = await findUserByEmail(context.db, profile.email);
  if (owner) {
    if (!profile.emailVerified) {
      throw new AuthError(
        422,
        'email_exists',
        `An account with this e-mail address already exists, and ${options.providerName} has not verified the address. Sign in to that account, then link ${options.providerName} from your profile.`,
      );
    }
    await context.db.transaction(async (tx) => {
      if (!owner.emailConfirmedAt) await claimUnconfirmedAccount(tx, owner, now);
      await addIdentity(tx, owner.id, profile, now);
    });
    return { kind: 'signed-in', userId: owner.id };
  }
  await assertSignupAllowed(context, profile.email);
  const userId = await createExternalUser(context, profile, now);
  if (profile.emailVerified) return { kind: 'signed-in', userId };
  const created = await findUserByEmail(context.db, profile.email);
  await sendOneTimeLink(context, created!, 'confirmation', options.redirectTo);
  return { kind: 'needs-confirmation', email: profile.email };
}

/** A new account from a provider identity; it has no password until the user sets one. */
async function createExternalUser(context: AuthContext, profile: ExternalProfile, now: Date): Promise<string> {
  const id = randomUUID();
  const { sub: _sub, iss: _iss, provider_id: _providerId, ...metadata } = profile.data;
  await context.db.transaction(async (tx) => {
    const seed = await lenientProfileSeed(tx, metadata);
    await insertExternalUser(tx, {
      id,
      email: profile.email!,
      encryptedPassword: '',
      emailConfirmedAt: profile.emailVerified ? now : null,
      appMetadata: { provider: profile.provider, providers: [profile.provider] },
      userMetadata: { ...metadata, email_verified: profile.emailVerified },
      createdAt: now,
      updatedAt: now,
    });
    await addIdentity(tx, id, profile, now);
    await insertProfileRow(tx, id, seed, now);
  });
  return id;
}
