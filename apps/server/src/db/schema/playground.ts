import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlaygroundTestCase } from '@hammurabi/shared';
import { authUsers as users } from './auth.ts';

/** A program saved from the playground, with its test cases; `share_slug` is its short link. */
export const playgroundPrograms = pgTable(
  'playground_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    language: text('language', { enum: ['python', 'javascript', 'java'] }).notNull(),
    code: text('code').notNull(),
    testCases: jsonb('test_cases').$type<PlaygroundTestCase[]>().notNull().default([]),
    shareSlug: text('share_slug').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('playground_programs_share_slug_idx').on(table.shareSlug),
    index('playground_programs_owner_updated_idx').on(table.ownerId, table.updatedAt.desc()),
    check('playground_programs_language_check', sql`${table.language} in ('python', 'javascript', 'java')`),
  ],
);
