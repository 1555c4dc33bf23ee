import { z } from 'zod';
import { text } from './common.ts';

/** The roles an administrator grants (decision 072); `admin` holds the powers of every other. */
export const ADMIN_ROLES = ['admin', 'moderator', 'staff'] as const;
export const AdminRoleSchema = z.enum(ADMIN_ROLES, { error: `Role must be one of: ${ADMIN_ROLES.join(', ')}.` });
export type AdminRole = z.infer<typeof AdminRoleSchema>;

/** Why an administrator or a moderator acted; written to the audit log and, for moderation, shown to the author. */
export const ReasonSchema = text().trim().max(500, 'Reason must be at most 500 characters.');

/** A user in the admin screen's list. */
export const AdminUserSchema = z.object({
  id: text(),
  email: text(),
  full_name: text().nullable(),
  roles: z.array(AdminRoleSchema),
  created_at: text(),
  last_sign_in_at: text().nullable(),
  email_confirmed_at: text().nullable(),
  banned_until: text().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserQuerySchema = z.object({
  q: text().trim().max(254, 'Search must be at most 254 characters.').optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type AdminUserQuery = z.input<typeof AdminUserQuerySchema>;

export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

/** `PUT /api/admin/users/{id}/roles`: the full list of roles the user holds afterwards. */
export const AdminRolesUpdateSchema = z.strictObject({
  roles: z.array(AdminRoleSchema).max(ADMIN_ROLES.length),
  reason: ReasonSchema.optional(),
});
export type AdminRolesUpdate = z.infer<typeof AdminRolesUpdateSchema>;

/** How long a ban lasts; `none` lifts it. Values are Go durations, as GoTrue's `ban_duration`. */
export const BAN_DURATIONS = {
  '24h': '1 day',
  '168h': '7 days',
  '720h': '30 days',
  '876000h': 'Permanently',
  none: 'Lift the ban',
} as const;
export const BanDurationSchema = z.enum(Object.keys(BAN_DURATIONS) as [keyof typeof BAN_DURATIONS], {
  error: `Duration must be one of: ${Object.keys(BAN_DURATIONS).join(', ')}.`,
});
export type BanDuration = z.infer<typeof BanDurationSchema>;

export const AdminBanSchema = z.strictObject({ duration: BanDurationSchema, reason: ReasonSchema.optional() });
export type AdminBan = z.infer<typeof AdminBanSchema>;

export const AdminDeleteSchema = z.strictObject({ reason: ReasonSchema.optional() });
export type AdminDelete = z.infer<typeof AdminDeleteSchema>;

/** `POST /api/admin/users/{id}/mail`: mails the confirmation link again, or a password recovery link. */
export const AdminMailSchema = z.strictObject({
  kind: z.enum(['confirmation', 'recovery'], { error: 'Kind must be confirmation or recovery.' }),
  reason: ReasonSchema.optional(),
});
export type AdminMail = z.infer<typeof AdminMailSchema>;

/** One entry of the audit log: who did what to whom, when and why. */
export const AuditEntrySchema = z.object({
  id: text(),
  actor: text(),
  action: text(),
  target_email: text().nullable(),
  target_user_id: text().nullable(),
  reason: text().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: text(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), next_before: text().nullable() });
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The counts on the admin screen. */
export const AdminStatsSchema = z.object({
  users: z.number().int(),
  active_this_week: z.number().int(),
  questions: z.number().int(),
  answers: z.number().int(),
  snippets: z.number().int(),
  tickets: z.number().int(),
  playground_programs: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** `DELETE /api/auth/account`: the person's own account, after re-entering the password. */
export const AccountDeleteSchema = z.strictObject({ password: z.string().min(1, 'Enter your password.').max(1000) });
export type AccountDelete = z.infer<typeof AccountDeleteSchema>;

/** What a deleted person's support tickets show instead of the name and the address they typed. */
export const DELETED_USER_NAME = 'Deleted user';
