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
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SNIPPET_LIMITS } from '@hammurabi/shared';
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
    // Null once the owner deleted their account: a public snippet stays, as by "Former member"
    // (decision 111); private ones are deleted with the account.
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    code: text('code').notNull(),
    // What a list card shows of the code, written once with it: the first lines, cut to a number of
    // characters, and the number of lines. A page of cards never reads the code itself (up to
    // 100 KB each: 24 such snippets made a 2.4 MB list).
    codePreview: text('code_preview')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `substring(left(code, ${SNIPPET_LIMITS.previewChars}) from '^[^\\n]*(?:\\n[^\\n]*){0,${SNIPPET_LIMITS.previewLines - 1}}')`,
        ),
      ),
    codeLines: integer('code_lines')
      .notNull()
      .generatedAlwaysAs(sql`char_length(code) - char_length(replace(code, E'\\n', '')) + 1`),
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
    // Hidden by moderation (modules/moderation): gone for everyone but its owner and moderators.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
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
    // Only public work outlives its owner: deleting an account removes its private snippets first, and
    // this refuses a deletion that would leave one behind without anyone able to read it.
    check('snippets_owner_check', sql`${table.ownerId} is not null or ${table.visibility} = 'public'`),
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

/**
 * The words of public snippets in the order a one-word search reads them: one row per lexeme of a
 * public snippet's search vector, newest snippet first within each lexeme, with `ts_rank` of the
 * vector for that lexeme alone and the snippet's language and category. A search word is a prefix, so its matches are the lists of the
 * lexemes starting with it (`term` compares bytewise: collation "C", set in the migration's
 * hand-written SQL, which also holds the trigger on `snippets` that keeps this table). The
 * full-text GIN index hands out matches in no order, so finding the newest of a frequent word
 * meant reading every match.
 */
export const snippetSearchTerms = pgTable(
  'snippet_search_terms',
  {
    term: text('term').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    snippetId: uuid('snippet_id').notNull(),
    rank: real('rank').notNull(),
    // The snippet's filters, so a search filtered by them reads this index alone.
    language: text('language').notNull(),
    category: text('category').notNull(),
  },
  (table) => [
    index('snippet_search_terms_newest_idx').on(
      table.term,
      table.createdAt.desc(),
      table.snippetId,
      table.rank,
      table.language,
      table.category,
    ),
  ],
);
