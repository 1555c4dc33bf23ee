import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

/** What can be flagged: a community question or answer, or a snippet. */
export const MODERATION_TARGETS = ['question', 'answer', 'snippet'] as const;
/** Why: the flag reasons of Stack Overflow and Discourse, reduced to four. */
export const FLAG_REASONS = ['spam', 'abuse', 'off_topic', 'other'] as const;

/**
 * A flag raised by a signed-in person on a post (decision 087): one open flag per person and
 * post; enough distinct flags hide the post pending review. A moderator's decision resolves
 * every open flag of the post (`resolved_at`), so a restored post can be flagged again.
 */
export const moderationFlags = pgTable(
  'moderation_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: MODERATION_TARGETS }).notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: FLAG_REASONS }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('moderation_flags_open_once_idx')
      .on(table.targetType, table.targetId, table.reporterId)
      .where(sql`${table.resolvedAt} is null`),
    index('moderation_flags_open_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
    check('moderation_flags_target_check', sql`${table.targetType} in ('question', 'answer', 'snippet')`),
    check('moderation_flags_reason_check', sql`${table.reason} in ('spam', 'abuse', 'off_topic', 'other')`),
  ],
);
