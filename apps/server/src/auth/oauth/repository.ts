import { and, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { authIdentities, authOAuthStates, authSessions, authUsers } from '../../db/schema/index.ts';
import { markEmailConfirmed } from '../repository-tokens.ts';
import type { UserRow } from '../users.ts';
import type { ExternalProfile } from './provider-client.ts';

// The SQL of provider sign-in: identities, the accounts they make or join, and the state of a
// sign-in on its way through the provider.

/** Rewrites app_metadata.providers from the user's identities (the first provider stays first). */
export async function syncProviders(tx: DbExecutor, userId: string): Promise<void> {
  const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, userId));
  if (!user) return;
  const identities = await tx
    .select({ provider: authIdentities.provider })
    .from(authIdentities)
    .where(eq(authIdentities.userId, userId));
  const providers = [...new Set(identities.map((identity) => identity.provider))];
  const first = typeof user.appMetadata.provider === 'string' ? user.appMetadata.provider : providers[0];
  await tx
    .update(authUsers)
    .set({ appMetadata: { ...user.appMetadata, provider: first, providers } })
    .where(eq(authUsers.id, userId));
}

/** Records a provider identity of the user and rewrites its providers. */
export async function addIdentity(tx: DbExecutor, userId: string, profile: ExternalProfile, now: Date) {
  await tx.insert(authIdentities).values({
    userId,
    provider: profile.provider,
    providerId: profile.sub,
    identityData: profile.data,
    lastSignInAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await syncProviders(tx, userId);
}

/** The identity a provider knows by `sub`, if any. */
export async function findIdentity(db: DbExecutor, provider: string, sub: string) {
  const [existing] = await db
    .select()
    .from(authIdentities)
    .where(and(eq(authIdentities.provider, provider), eq(authIdentities.providerId, sub)))
    .limit(1);
  return existing;
}

/** Stores the provider's latest data of an identity that signed in. */
export async function recordIdentitySignIn(
  db: DbExecutor,
  identityId: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .update(authIdentities)
    .set({ identityData: data, lastSignInAt: now, updatedAt: now })
    .where(eq(authIdentities.id, identityId));
}

/** The account of an id, if any. */
export async function findUserById(db: DbExecutor, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
  return user;
}

/** The verified owner takes over an account nobody confirmed: whatever its registrant set is dropped. */
export async function claimUnconfirmedAccount(tx: DbExecutor, owner: UserRow, now: Date) {
  await tx.update(authUsers).set({ encryptedPassword: '' }).where(eq(authUsers.id, owner.id));
  await markEmailConfirmed(tx, owner.id, { ...owner.userMetadata, email_verified: true }, now);
  await tx.delete(authSessions).where(eq(authSessions.userId, owner.id));
  await tx.delete(authIdentities).where(and(eq(authIdentities.userId, owner.id), ne(authIdentities.provider, 'email')));
}

/** A new account of a provider identity, without a password. */
export async function insertExternalUser(tx: DbExecutor, user: typeof authUsers.$inferInsert): Promise<void> {
  await tx.insert(authUsers).values(user);
}

/** The user's identities. */
export async function identitiesOf(db: DbExecutor, userId: string) {
  return db.select().from(authIdentities).where(eq(authIdentities.userId, userId));
}

/**
 * Unlinks an identity; without its e-mail identity the account no longer signs in with a
 * password. The providers are rewritten.
 */
export async function deleteIdentity(tx: DbExecutor, userId: string, identity: { id: string; provider: string }) {
  await tx.delete(authIdentities).where(and(eq(authIdentities.id, identity.id), eq(authIdentities.userId, userId)));
  if (identity.provider === 'email') {
    await tx.update(authUsers).set({ encryptedPassword: '' }).where(eq(authUsers.id, userId));
  }
  await syncProviders(tx, userId);
}

/** Records a provider sign-in on its way (by the hash of its state). */
export async function insertOAuthState(db: DbExecutor, state: typeof authOAuthStates.$inferInsert): Promise<void> {
  await db.insert(authOAuthStates).values(state);
}

/** Spends the sign-in state of a hash: deleted and answered. */
export async function takeOAuthState(db: DbExecutor, stateHash: string) {
  const [row] = await db.delete(authOAuthStates).where(eq(authOAuthStates.stateHash, stateHash)).returning();
  return row;
}
