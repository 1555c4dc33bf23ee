import { z } from 'zod';
import { isKnownTimeZone } from '../domain/learning.ts';
import { text } from './common.ts';

export const EXPERTISE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export const ExpertiseLevelSchema = z.enum(EXPERTISE_LEVELS, {
  error: 'Expertise level must be beginner, intermediate or expert.',
});
export type ExpertiseLevel = z.infer<typeof ExpertiseLevelSchema>;

export const USERNAME_PATTERN = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]{1,28}[a-zA-Z0-9_]$/;

/** A text field where an empty or blank value means "not set" (null). */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullish());

const trimmed = (label: string, max: number) =>
  text({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` });

const webUrl = (label: string) =>
  text({ error: `${label} must be text.` })
    .trim()
    .max(2048, { error: `${label} must be at most 2048 characters.` })
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be a web address starting with http:// or https://.` }));

export const SocialLinksSchema = z.strictObject({
  github_username: optionalText(
    trimmed('GitHub username', 39).regex(/^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/, {
      error: 'GitHub username may contain only letters, digits and single hyphens.',
    }),
  ),
  linkedin_url: optionalText(webUrl('LinkedIn URL')),
  website_url: optionalText(webUrl('Website URL')),
});
export type SocialLinks = z.infer<typeof SocialLinksSchema>;

/** `PUT /api/auth/profile`: every field optional; blank means cleared. */
export const ProfileUpdateSchema = z.strictObject({
  username: optionalText(
    trimmed('Username', 30).regex(USERNAME_PATTERN, {
      error:
        'Username must be 3–30 characters: letters, digits, "_", "." or "-", not starting or ending with "." or "-".',
    }),
  ),
  full_name: optionalText(trimmed('Full name', 100)),
  bio: optionalText(trimmed('Bio', 500)),
  avatar_url: optionalText(webUrl('Avatar URL')),
  expertise_level: optionalText(ExpertiseLevelSchema),
  social_links: SocialLinksSchema.optional(),
  /** IANA time zone (e.g. Europe/Berlin); learning streaks count days in it. */
  timezone: optionalText(
    text({ error: 'Time zone must be text.' })
      .trim()
      .refine(isKnownTimeZone, { error: 'Time zone must be an IANA time-zone name such as Europe/Berlin.' }),
  ),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** `GET /api/auth/profile`: the profile, with the account it belongs to. */
export const ProfileSchema = z.object({
  id: text(),
  email: text(),
  username: text().nullable(),
  full_name: text().nullable(),
  bio: text().nullable(),
  avatar_url: text().nullable(),
  expertise_level: ExpertiseLevelSchema.nullable(),
  social_links: z.object({
    github_username: text().nullable(),
    linkedin_url: text().nullable(),
    website_url: text().nullable(),
  }),
  /** IANA time zone, or null while the browser has not set one (days are then UTC). */
  timezone: text().nullable(),
  /**
   * Roles an administrator granted (`admin` holds the powers of all): the web app shows staff or
   * moderation tools by them; the server checks every call. Empty for most people.
   */
  roles: z.array(z.enum(['admin', 'moderator', 'staff'])),
  created_at: text(),
  updated_at: text(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** `POST` and `DELETE /api/profile/avatar`: where the profile picture is now (null: the generic one). */
export const AvatarResultSchema = z.object({ avatar_url: text().nullable() });
export type AvatarResult = z.infer<typeof AvatarResultSchema>;
