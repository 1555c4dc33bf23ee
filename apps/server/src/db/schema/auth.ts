import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Accounts of the Supabase-compatible auth server (/auth/v1). Tables carry an `auth_` prefix in
 * the public schema, so pointing DATABASE_URL at a Supabase database never collides with its
 * own `auth` schema.
 */
export const authUsers = pgTable('auth_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased; unique. */
  email: text('email').notNull().unique(),
  /** bcrypt hash. */
  encryptedPassword: text('encrypted_password').notNull(),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
  /** When an administrator last invited this address (POST /invite, generate_link invite), as GoTrue's. */
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** Set by an administrator (ban_duration); no sign-in until then, and the sessions were deleted. */
  bannedUntil: timestamp('banned_until', { withTimezone: true }),
  /** A soft delete by an administrator: the row stays for the records, the account is unusable. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  appMetadata: jsonb('raw_app_meta_data').$type<Record<string, unknown>>().notNull().default({}),
  userMetadata: jsonb('raw_user_meta_data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The roles a person may hold beyond their own data (auth/roles.ts). */
export const USER_ROLES = ['admin', 'moderator', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Roles granted by an administrator (or `npm run admin -- grant`), one row per user and role.
 * Never derived from an address: they are read as `app_metadata.roles` and carried by the JWT.
 */
export const authUserRoles = pgTable(
  'auth_user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text('role').$type<UserRole>().notNull(),
    /** The administrator who granted it; null for the server command or the service_role key. */
    grantedBy: uuid('granted_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    index('auth_user_roles_role_idx').on(table.role, table.createdAt),
    check('auth_user_roles_role_check', sql`${table.role} in ('admin', 'moderator', 'staff')`),
  ],
);

/**
 * What administrators did (grants, bans, deletions, invitations …): who, what, to whom, when and
 * why. No foreign keys, so the record outlives the accounts it names.
 */
export const authAdminAuditLog = pgTable(
  'auth_admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The administrator's user id; null for the service_role key or the server command. */
    actorId: uuid('actor_id'),
    /** `user:<email>`, `service_role` or `cli:<os user>`, readable after the account is gone. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    targetEmail: text('target_email'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_admin_audit_log_created_idx').on(table.createdAt),
    index('auth_admin_audit_log_target_idx').on(table.targetUserId, table.createdAt),
  ],
);

/** One identity per provider a user signs in with (only `email` for now). */
export const authIdentities = pgTable(
  'auth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('auth_identities_provider_key').on(table.providerId, table.provider)],
);

/** A signed-in device; its id is the `session_id` claim of every access token it gets. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    aal: text('aal').$type<'aal1' | 'aal2'>().notNull().default('aal1'),
    factorId: uuid('factor_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId, table.createdAt)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; rotated on every use. */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    revoked: boolean('revoked').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The token this one was rotated from; null for a session's first token. */
    parentId: bigint('parent_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_refresh_tokens_session_idx').on(table.sessionId, table.revoked),
    index('auth_refresh_tokens_parent_idx').on(table.parentId),
  ],
);

/** TOTP authenticators. `lastUsedStep` makes every accepted code single-use. */
export const authMfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name').notNull().default(''),
    factorType: text('factor_type').$type<'totp'>().notNull(),
    status: text('status').$type<'unverified' | 'verified'>().notNull().default('unverified'),
    secret: text('secret').notNull(),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    lastChallengedAt: timestamp('last_challenged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('auth_mfa_factors_name_key')
      .on(table.userId, table.friendlyName)
      .where(sql`trim(${table.friendlyName}) <> ''`),
  ],
);

export const authMfaChallenges = pgTable('auth_mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
  ipAddress: text('ip_address').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Single-use recovery codes, given at enrolment of a second factor (shown once): a SHA-256 of
 * the user id and the code, never the code. One stands in for the authenticator on sign-in.
 */
export const authMfaRecoveryCodes = pgTable(
  'auth_mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('auth_mfa_recovery_codes_hash_key').on(table.userId, table.codeHash)],
);

/** How a session was authenticated (password, otp, totp, recovery); gives the `amr` and `aal` claims. */
export const authMfaAmrClaims = pgTable(
  'auth_mfa_amr_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    authenticationMethod: text('authentication_method').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('auth_mfa_amr_claims_session_method_key').on(table.sessionId, table.authenticationMethod)],
);

/** Outstanding e-mail link/OTP tokens (confirmation, recovery), hashed; one per user and type. */
export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    tokenType: text('token_type').$type<'confirmation' | 'recovery' | 'reauthentication'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    otpHash: text('otp_hash').notNull(),
    relatesTo: text('relates_to').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('auth_one_time_tokens_user_type_key').on(table.userId, table.tokenType),
    index('auth_one_time_tokens_token_hash_idx').on(table.tokenHash),
    index('auth_one_time_tokens_otp_hash_idx').on(table.otpHash),
  ],
);

/** Every e-mail the server sends; without SMTP_URL this is where mail goes instead. */
export const authMailOutbox = pgTable('auth_mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  kind: text('kind').notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The public profile: one row per user, created with the account, so the username is reserved. */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    username: text('username'),
    fullName: text('full_name'),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    expertiseLevel: text('expertise_level').$type<'beginner' | 'intermediate' | 'expert'>(),
    githubUsername: text('github_username'),
    linkedinUrl: text('linkedin_url'),
    websiteUrl: text('website_url'),
    /** IANA time zone from the browser or the profile form; learning streaks count its days. */
    timezone: text('timezone'),
    /** When the user first opened the dashboard; null until then ("Welcome" vs "Welcome back"). */
    firstDashboardVisitAt: timestamp('first_dashboard_visit_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('profiles_username_lower_key').on(sql`lower(${table.username})`)],
);
