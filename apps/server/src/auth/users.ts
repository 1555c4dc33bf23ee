import type { authIdentities, authMfaFactors, authUsers, UserRole } from '../db/schema/index.ts';
import { otherRolesOf } from './roles.ts';

export type UserRow = typeof authUsers.$inferSelect;
type IdentityRow = typeof authIdentities.$inferSelect;
type FactorRow = typeof authMfaFactors.$inferSelect;

/** A user with what GoTrue's User object embeds. */
export interface LoadedUser {
  row: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
  /** Roles an administrator granted (auth/roles.ts), shown as `app_metadata.roles`. */
  roles: UserRole[];
  /** A requested e-mail change waiting for its confirmation links. */
  emailChange?: { newEmail: string; createdAt: Date };
}

// Reading users: the SQL is in repository-users.ts.
export { findUserByEmail, hasVerifiedFactor, loadUser } from './repository-users.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/** Drops undefined members so omitted fields are absent, as GoTrue's omitempty does. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function serializeIdentity(identity: IdentityRow, email: string) {
  return compact({
    identity_id: identity.id,
    id: identity.providerId,
    user_id: identity.userId,
    identity_data: identity.identityData,
    provider: identity.provider,
    last_sign_in_at: iso(identity.lastSignInAt),
    created_at: identity.createdAt.toISOString(),
    updated_at: identity.updatedAt.toISOString(),
    email,
  });
}

export function serializeFactor(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    last_challenged_at: iso(factor.lastChallengedAt) ?? null,
  };
}

/**
 * `app_metadata` as clients and tokens see it: the stored keys plus `roles` when any is held:
 * Hammurabi's roles, which live in auth_user_roles only (one source of truth), then an
 * application's own role names stored in app_metadata (decision 116).
 */
export function appMetadataOf({ row, roles }: Pick<LoadedUser, 'row' | 'roles'>): Record<string, unknown> {
  const { roles: _stored, ...rest } = row.appMetadata;
  const all = [...roles, ...otherRolesOf(row.appMetadata)];
  return all.length > 0 ? { ...rest, roles: all } : rest;
}

/** The User object of GoTrue / auth-js, field by field. */
export function serializeUser(loaded: LoadedUser) {
  const { row, identities, factors, emailChange } = loaded;
  return compact({
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.emailConfirmedAt),
    phone: '',
    confirmation_sent_at: iso(row.confirmationSentAt),
    confirmed_at: iso(row.emailConfirmedAt),
    recovery_sent_at: iso(row.recoverySentAt),
    invited_at: iso(row.invitedAt),
    new_email: emailChange?.newEmail,
    email_change_sent_at: iso(emailChange?.createdAt),
    last_sign_in_at: iso(row.lastSignInAt),
    app_metadata: appMetadataOf(loaded),
    user_metadata: row.userMetadata,
    identities: identities.map((identity) => serializeIdentity(identity, row.email)),
    factors: factors.length > 0 ? factors.map(serializeFactor) : undefined,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    banned_until: iso(row.bannedUntil),
    deleted_at: iso(row.deletedAt),
    is_anonymous: false,
  });
}

export type SerializedUser = ReturnType<typeof serializeUser>;
