import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Newsletter sign-ups from the site footer; one row per address, stored lower-cased. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
