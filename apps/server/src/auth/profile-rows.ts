import { USERNAME_PATTERN } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { translateDatabaseError } from '../http/database-errors.ts';
import { AuthError, validationFailed } from './errors.ts';

const USERNAME_TAKEN = 'This username is already taken.';
const USERNAME_RULE =
  'Username must be 3–30 characters: letters, digits, "_", "." or "-", not starting or ending with "." or "-".';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The name and username a new account's profile starts from: its sign-up metadata. */
export interface ProfileSeed {
  username: string | null;
  fullName: string | null;
}

/**
 * The profile seed of sign-up metadata, refused with 400 when the username breaks the profile's
 * rule (the same one `PUT /api/auth/profile` applies) and with 422 username_taken when another
 * account has it, compared case-insensitively.
 */
export async function checkedProfileSeed(
  db: DbExecutor,
  data: Record<string, unknown>,
  email: string,
): Promise<ProfileSeed> {
  const username = text(data.username);
  if (username !== null && (username.length > 30 || !USERNAME_PATTERN.test(username))) {
    throw validationFailed(USERNAME_RULE);
  }
  if (username !== null && (await usernameInUse(db, username, email))) {
    throw new AuthError(422, 'username_taken', USERNAME_TAKEN);
  }
  return { username, fullName: text(data.full_name)?.slice(0, 100) ?? null };
}

/**
 * The seed for an account made without a form to answer (a provider sign-in): a username that
 * is taken or breaks the rule is left out, and the person chooses one on their profile.
 */
export async function lenientProfileSeed(db: DbExecutor, data: Record<string, unknown>): Promise<ProfileSeed> {
  const candidate = text(data.username) ?? text(data.user_name) ?? text(data.preferred_username);
  const valid = candidate !== null && candidate.length <= 30 && USERNAME_PATTERN.test(candidate);
  const username = valid && !(await usernameInUse(db, candidate, null)) ? candidate : null;
  const fullName = text(data.full_name) ?? text(data.name);
  return { username, fullName: fullName?.slice(0, 100) ?? null };
}

// The account of `exceptEmail` does not count: signing up again with one's own address and
// username gets the answer about the address, not the name.
async function usernameInUse(db: DbExecutor, username: string, exceptEmail: string | null): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from profiles join auth_users on auth_users.id = profiles.user_id
    where lower(profiles.username) = lower(${username}) and auth_users.email is distinct from ${exceptEmail}
    limit 1`);
  return result.rows.length > 0;
}

/** The 422 a sign-up gets when another account took the username first (a race the index decided). */
export function usernameRaceRefusal(error: unknown): unknown {
  return translateDatabaseError(error)?.message.startsWith('username:')
    ? new AuthError(422, 'username_taken', USERNAME_TAKEN)
    : error;
}

/**
 * Creates the profile row of a new account, in the caller's transaction, so the username is
 * reserved from the first moment. Two sign-ups racing for one name: the unique index decides,
 * and the loser gets the same 422 as the check before.
 */
export async function insertProfileRow(tx: DbExecutor, userId: string, seed: ProfileSeed, at: Date): Promise<void> {
  try {
    await tx.execute(sql`
      insert into profiles (user_id, username, full_name, created_at, updated_at)
      values (${userId}, ${seed.username}, ${seed.fullName}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
  } catch (error) {
    throw usernameRaceRefusal(error);
  }
}
