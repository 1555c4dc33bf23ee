import type { Profile, ProfileUpdate } from '@hammurabi/shared';
import { loadUser } from '../../auth/users.ts';
import type { RequestUser } from '../../auth/request-user.ts';
import type { UserRole } from '../../auth/roles.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  findProfile,
  type ProfileRow,
  type ProfileValues,
  saveProfile,
  timeZoneKnown,
  usernameTaken,
} from './repository.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function toProfile(
  user: { id: string; email: string; createdAt: Date; metadata: Record<string, unknown> },
  row: ProfileRow | undefined,
  roles: UserRole[],
): Profile {
  return {
    id: user.id,
    email: user.email,
    // Before the first save, name and username come from what was given at sign-up.
    username: row ? row.username : text(user.metadata.username),
    full_name: row ? row.fullName : text(user.metadata.full_name),
    bio: row?.bio ?? null,
    avatar_url: row?.avatarUrl ?? null,
    expertise_level: row?.expertiseLevel ?? null,
    social_links: {
      github_username: row?.githubUsername ?? null,
      linkedin_url: row?.linkedinUrl ?? null,
      website_url: row?.websiteUrl ?? null,
    },
    timezone: row?.timezone ?? null,
    roles,
    created_at: (row?.createdAt ?? user.createdAt).toISOString(),
    updated_at: (row?.updatedAt ?? user.createdAt).toISOString(),
  };
}

async function account(db: Db, caller: RequestUser) {
  const user = await loadUser(db, caller.id);
  if (!user) throw new AppError('unauthenticated', 'User not authenticated');
  return { id: user.row.id, email: user.row.email, createdAt: user.row.createdAt, metadata: user.row.userMetadata };
}

/** The caller's profile; before the first save it is built from the sign-up metadata. */
export async function getProfile(db: Db, caller: RequestUser): Promise<Profile> {
  const user = await account(db, caller);
  return toProfile(user, await findProfile(db, caller.id), caller.roles);
}

/** Saves the fields given (null clears one); usernames are unique regardless of letter case. */
export async function updateProfile(db: Db, caller: RequestUser, input: ProfileUpdate): Promise<Profile> {
  const user = await account(db, caller);
  const current = toProfile(user, await findProfile(db, caller.id), caller.roles);
  const pick = <T>(value: T | null | undefined, fallback: T | null): T | null =>
    value === undefined ? fallback : value;
  const username = pick(input.username, current.username);
  if (username && (await usernameTaken(db, username, caller.id))) {
    throw new AppError('validation_failed', 'username: This username is already taken.');
  }
  if (input.timezone && !(await timeZoneKnown(db, input.timezone))) {
    throw new AppError(
      'validation_failed',
      'timezone: Time zone must be an IANA time-zone name such as Europe/Berlin.',
    );
  }
  const links = input.social_links;
  const values: ProfileValues = {
    username,
    fullName: pick(input.full_name, current.full_name),
    bio: pick(input.bio, current.bio),
    avatarUrl: pick(input.avatar_url, current.avatar_url),
    expertiseLevel: pick(input.expertise_level, current.expertise_level),
    githubUsername: pick(links?.github_username, current.social_links.github_username),
    linkedinUrl: pick(links?.linkedin_url, current.social_links.linkedin_url),
    websiteUrl: pick(links?.website_url, current.social_links.website_url),
    timezone: pick(input.timezone, current.timezone),
    updatedAt: new Date(),
  };
  // Two users claiming one name at the same moment: the unique index decides (database-errors.ts).
  const row = await saveProfile(db, caller.id, values, {
    full_name: values.fullName,
    username: values.username,
    avatar_url: values.avatarUrl,
  });
  return toProfile(user, row, caller.roles);
}
