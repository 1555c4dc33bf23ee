import { USERNAME_PATTERN } from '@hammurabi/shared';
import type { DbExecutor } from '../db/client.ts';
import { translateDatabaseError } from '../http/database-errors.ts';
import { AuthError, validationFailed } from './errors.ts';
import { insertProfile, usernameInUse } from './repository-users.ts';

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
    await insertProfile(tx, userId, seed, at);
  } catch (error) {
    throw usernameRaceRefusal(error);
  }
}
