import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A sign-in at an external provider in progress: created by GET /authorize, consumed once by
 * GET /callback. `stateHash` is the SHA-256 of the OAuth `state` sent to the provider; the nonce
 * and the provider-side PKCE verifier stay here, never in the browser.
 */
export const authOAuthStates = pgTable('auth_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  providerCodeVerifier: text('provider_code_verifier').notNull(),
  redirectTo: text('redirect_to').notNull(),
  /** Our own PKCE towards the web app; null means the implicit flow. */
  codeChallenge: text('code_challenge'),
  codeChallengeMethod: text('code_challenge_method').$type<'s256' | 'plain'>(),
  /** Set when a signed-in user links this provider to their account. */
  linkUserId: uuid('link_user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * GoTrue's flow_state: a PKCE sign-in waiting for its code exchange. The code challenge is
 * recorded when the flow starts (recover, sign-up, authorize); `authCodeHash` is set when the
 * one-time code is handed out and the row is deleted when it is exchanged.
 */
export const authFlowStates = pgTable(
  'auth_flow_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** oauth, recovery or email/signup: the amr method of the session it opens. */
    authenticationMethod: text('authentication_method').notNull(),
    providerType: text('provider_type').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').$type<'s256' | 'plain'>().notNull(),
    authCodeHash: text('auth_code_hash').unique(),
    authCodeIssuedAt: timestamp('auth_code_issued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('auth_flow_states_user_idx').on(table.userId, table.authenticationMethod, table.createdAt)],
);

/**
 * A requested e-mail change, pending until confirmed from the new address (and from the
 * current one as well under secure e-mail change). One per user; a new request replaces it.
 */
export const authEmailChanges = pgTable('auth_email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  newTokenHash: text('new_token_hash').notNull().unique(),
  /** Null when secure e-mail change is off or the current address has confirmed already. */
  currentTokenHash: text('current_token_hash').unique(),
  newConfirmedAt: timestamp('new_confirmed_at', { withTimezone: true }),
  redirectTo: text('redirect_to').notNull(),
  createdAt: createdAt(),
});

/**
 * An uploaded profile picture, re-encoded to a 256 px WebP; served under its content hash. Two
 * users may upload the same picture: the hash is not unique, any row with it serves the bytes.
 */
export const profileAvatars = pgTable(
  'profile_avatars',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('profile_avatars_hash_idx').on(table.hash)],
);
