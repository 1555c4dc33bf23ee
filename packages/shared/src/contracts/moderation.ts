import { z } from 'zod';
import { BanDurationSchema, ReasonSchema } from './admin.ts';
import { text } from './common.ts';

export const MODERATION_TARGET_TYPES = ['question', 'answer', 'snippet'] as const;
export const FLAG_REASONS = {
  spam: 'Spam',
  abuse: 'Rude or abusive',
  off_topic: 'Off-topic',
  other: 'Something else',
} as const;

/** What the author reads on their own hidden post. */
export const hiddenNotice = (reason: string) => `Hidden by a moderator: ${reason}`;
/** The reason a post hidden by enough flags carries until a moderator decides. */
export const FLAGGED_PENDING_REVIEW = 'flagged by the community, pending review';

export const ModerationTargetTypeSchema = z.enum(MODERATION_TARGET_TYPES, {
  error: 'target_type must be question, answer or snippet.',
});
export type ModerationTargetType = z.infer<typeof ModerationTargetTypeSchema>;
export const FlagReasonSchema = z.enum(Object.keys(FLAG_REASONS) as [keyof typeof FLAG_REASONS], {
  error: `reason must be one of: ${Object.keys(FLAG_REASONS).join(', ')}.`,
});

/** `POST /api/moderation/flags`. */
export const FlagCreateSchema = z.strictObject({
  target_type: ModerationTargetTypeSchema,
  target_id: z.uuid({ error: 'target_id must be the id of a post.' }),
  reason: FlagReasonSchema,
  note: text().trim().max(500, 'Note must be at most 500 characters.').optional(),
});
export type FlagCreate = z.infer<typeof FlagCreateSchema>;
export const FlagResultSchema = z.object({ hidden: z.boolean() });

/** A post in the moderators' queue: its open flags and whether it is hidden. */
export const QueueItemSchema = z.object({
  target_type: ModerationTargetTypeSchema,
  target_id: text(),
  excerpt: text(),
  author_id: text().nullable(),
  author_email: text().nullable(),
  flag_count: z.number().int(),
  reasons: z.array(text()),
  notes: z.array(text()),
  first_flagged_at: text(),
  hidden_reason: text().nullable(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;
export const QueueSchema = z.object({ items: z.array(QueueItemSchema) });

export const ModerationTargetParams = z.object({ type: ModerationTargetTypeSchema, id: z.uuid() });

/** A moderator's decision on a post; the reason is shown to its author (and kept in the audit log). */
export const ModerationDecisionSchema = z.strictObject({
  action: z.enum(['hide', 'restore', 'delete'], { error: 'action must be hide, restore or delete.' }),
  reason: ReasonSchema.min(1, 'Give a reason; the author reads it.'),
});
export type ModerationDecision = z.infer<typeof ModerationDecisionSchema>;

export const ModerationBanSchema = z.strictObject({ duration: BanDurationSchema, reason: ReasonSchema.optional() });
