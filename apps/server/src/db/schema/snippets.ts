import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers as users } from './auth.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A code snippet of the shared library. `view_count` and `like_count` are kept on the row so
 * lists sort by popularity without counting; `snippet_likes` and `snippet_views` are the truth
 * they are incremented from.
 */
export const snippets = pgTable(
  'snippets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    code: text('code').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visibility: text('visibility', { enum: ['private', 'public'] })
      .notNull()
      .default('public'),
    forkedFromId: uuid('forked_from_id').references((): AnyPgColumn => snippets.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    // Simple configuration: code words are not stemmed; tags are kept whole (array_to_tsvector).
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', title), 'A') || setweight(array_to_tsvector(tags), 'B') || setweight(to_tsvector('simple', description), 'C')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('snippets_slug_idx').on(table.slug),
    index('snippets_visibility_created_idx').on(table.visibility, table.createdAt.desc()),
    index('snippets_visibility_popular_idx').on(
      table.visibility,
      table.likeCount.desc(),
      table.viewCount.desc(),
      table.createdAt.desc(),
    ),
    index('snippets_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    index('snippets_language_created_idx').on(table.language, table.createdAt.desc()),
    index('snippets_category_created_idx').on(table.category, table.createdAt.desc()),
    index('snippets_tags_idx').using('gin', table.tags),
    index('snippets_search_idx').using('gin', table.search),
    check('snippets_visibility_check', sql`${table.visibility} in ('private', 'public')`),
    check('snippets_counts_check', sql`${table.viewCount} >= 0 and ${table.likeCount} >= 0`),
  ],
);

/** One like per user per snippet. */
export const snippetLikes = pgTable(
  'snippet_likes',
  {
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.snippetId, table.userId] }),
    index('snippet_likes_user_idx').on(table.userId),
  ],
);

/**
 * Who viewed a snippet on which day (UTC), so a view counts once per user or visitor per day.
 * Visitors are a hash, never an address; rows older than yesterday are pruned.
 */
export const snippetViews = pgTable(
  'snippet_views',
  {
    snippetId: uuid('snippet_id')
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.snippetId, table.viewerKey, table.day] }),
    index('snippet_views_day_idx').on(table.day),
  ],
);
