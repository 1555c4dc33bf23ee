import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings an administrator changed while the site runs (src/settings, decision 101), one row
 * per setting; a setting without a row follows its environment variable. Every server reads
 * them here, so a change holds on all of them at once.
 */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** Who set it: `user:<email>` or `service_role`, as in the audit log. */
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
