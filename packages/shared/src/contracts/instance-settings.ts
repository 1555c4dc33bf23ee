import { z } from 'zod';
import { ReasonSchema } from './admin.ts';
import { text } from './common.ts';

/** A domain of e-mail addresses allowed to sign up, such as `school.example`. */
export const EmailDomainSchema = text()
  .trim()
  .toLowerCase()
  .max(253, 'A domain must be at most 253 characters.')
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Domains look like school.example: letters, digits, dashes and dots.');

/**
 * The settings an administrator changes on /admin while the site runs (decision 101). Each
 * starts at its environment variable (AUTH_DISABLE_SIGNUP, AUTH_ALLOWED_EMAIL_DOMAINS,
 * MODERATION_FLAG_THRESHOLD) until an administrator sets it.
 */
export const InstanceSettingsSchema = z.object({
  /** Sign-up closed: only invited and administrator-made accounts get in. */
  signup_disabled: z.boolean(),
  /** When not empty, only addresses at these domains may sign up. */
  allowed_email_domains: z.array(EmailDomainSchema).max(50, 'At most 50 domains.'),
  /** Distinct members' open flags that hide a post for review. */
  moderation_flag_threshold: z
    .number()
    .int('The flag threshold must be a whole number.')
    .min(1, 'The flag threshold must be at least 1.')
    .max(1000, 'The flag threshold must be at most 1000.'),
});
export type InstanceSettings = z.infer<typeof InstanceSettingsSchema>;
export type InstanceSettingKey = keyof InstanceSettings;
export const INSTANCE_SETTING_KEYS = Object.keys(InstanceSettingsSchema.shape) as InstanceSettingKey[];

/** `GET /api/admin/settings`: what is in force, the environment's defaults, and which were changed. */
export const InstanceSettingsViewSchema = z.object({
  settings: InstanceSettingsSchema,
  defaults: InstanceSettingsSchema,
  /** The settings an administrator set (the others follow their environment variable). */
  changed: z.array(z.enum(INSTANCE_SETTING_KEYS as [InstanceSettingKey, ...InstanceSettingKey[]])),
});
export type InstanceSettingsView = z.infer<typeof InstanceSettingsViewSchema>;

/** `PUT /api/admin/settings`: the settings to change; null puts one back to its default. */
export const InstanceSettingsUpdateSchema = z.strictObject({
  signup_disabled: InstanceSettingsSchema.shape.signup_disabled.nullable().optional(),
  allowed_email_domains: InstanceSettingsSchema.shape.allowed_email_domains.nullable().optional(),
  moderation_flag_threshold: InstanceSettingsSchema.shape.moderation_flag_threshold.nullable().optional(),
  reason: ReasonSchema.optional(),
});
export type InstanceSettingsUpdate = z.input<typeof InstanceSettingsUpdateSchema>;
