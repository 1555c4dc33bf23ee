import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { COMMUNITY_LIMITS } from '@hammurabi/shared';
import { authUsers as users } from './auth.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Whitespace as JavaScript's \s sees it, spelled out so the cluster's locale cannot change it.
const SPACE = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;

// Markdown reduced to its text, one plain regular expression a step (linear time per answer):
// fence lines, link and image syntax (their text stays), backticks, bold markers, then heading,
// quote and list markers at line starts; whitespace collapsed and trimmed last.
const steps: Array<[pattern: string, replacement: string, flags: string]> = [
  [String.raw`^${SPACE}*(${'```'}|~~~)[^\n]*$`, ' ', 'gn'],
  [String.raw`!?\[([^]]*)\]\([^)]*\)`, String.raw`\1`, 'g'],
  ['`+', '', 'g'],
  [String.raw`\*\*([^\n]+?)\*\*`, String.raw`\1`, 'g'],
  [String.raw`__([^\n]+?)__`, String.raw`\1`, 'g'],
  [String.raw`^${SPACE}{0,3}(#{1,6}|>|[-*+]|[0-9]+\.)${SPACE}+`, '', 'gn'],
  [`${SPACE}+`, ' ', 'g'],
];
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const plainText = steps.reduce(
  (expression, [pattern, replacement, flags]) =>
    `regexp_replace(${expression}, ${quote(pattern)}, ${quote(replacement)}, ${quote(flags)})`,
  'body',
);
const plain = `btrim(${plainText}, ' ')`;

/**
 * The first answer as a card shows it: its text (above), cut to `COMMUNITY_LIMITS.previewLength`
 * characters with "..." when longer. The text is computed twice rather than cut by one regular
 * expression: a bounded repetition of 150 characters cost PostgreSQL's regex engine about five
 * times the rest of the expression.
 */
const answerPreviewSql = sql.raw(
  `left(${plain}, ${COMMUNITY_LIMITS.previewLength}) || case when char_length(${plain}) > ${COMMUNITY_LIMITS.previewLength} then '...' else '' end`,
);

const counts = {
  upCount: integer('up_count').notNull().default(0),
  downCount: integer('down_count').notNull().default(0),
};

/**
 * A question on the community board. Vote and answer counts are cached here and changed in the
 * same transaction as the rows they count, so the list never counts per card. A question that
 * has answers is only marked deleted (`deleted_at`), so other people's answers are kept.
 */
export const communityQuestions = pgTable(
  'community_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A deleted account leaves its posts in place under a fallback name.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    tags: text('tags').array().notNull(),
    ...counts,
    answerCount: integer('answer_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    acceptedAnswerId: uuid('accepted_answer_id').references((): AnyPgColumn => communityAnswers.id, {
      onDelete: 'set null',
    }),
    // The words of the question's visible answers, weight C, kept by the trigger
    // community_answers_search_sync (hand-written SQL in migration 0027): a generated column
    // cannot read another table, and the trigger also sees moderation hiding an answer.
    answersSearch: tsvector('answers_search')
      .notNull()
      .default(sql`''::tsvector`),
    // The english configuration stems words ("lists" finds "list"); code terms that it would
    // damage (c++, c#) are matched on the tags and the title instead. Title A, body B, answers C:
    // one indexed vector, so a search that finds a word only in an answer costs no extra scan.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B') || answers_search`,
      ),
    // The title's words as typed, lower-cased, with + and # kept inside them: an exact, indexed
    // match for c++ and c# (trigrams see no letters in "c++" and would scan every "c…" title).
    titleTerms: text('title_terms')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`regexp_split_to_array(lower(title), '[^[:alnum:]+#]+')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Hidden by moderation (modules/moderation): gone for everyone but its author and moderators.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    index('community_questions_newest_idx')
      .on(sql`${table.createdAt} desc`, sql`${table.id} desc`)
      .where(sql`${table.deletedAt} is null`),
    index('community_questions_votes_idx')
      .on(sql`(${table.upCount} - ${table.downCount}) desc`, sql`${table.createdAt} desc`, sql`${table.id} desc`)
      .where(sql`${table.deletedAt} is null`),
    index('community_questions_unanswered_idx')
      .on(sql`${table.createdAt} desc`, sql`${table.id} desc`)
      .where(sql`${table.deletedAt} is null and ${table.answerCount} = 0`),
    index('community_questions_active_idx')
      .on(sql`${table.lastActivityAt} desc`, sql`${table.id} desc`)
      .where(sql`${table.deletedAt} is null`),
    index('community_questions_author_idx').on(table.authorId, table.createdAt),
    index('community_questions_search_idx').using('gin', table.search),
    index('community_questions_tags_idx').using('gin', table.tags),
    index('community_questions_title_terms_idx').using('gin', table.titleTerms),
    // Similar questions use the full-text search above: the title's trigram index (hand-written
    // SQL in 0006) was dropped by 0027.
    check(
      'community_questions_counts_check',
      sql`${table.upCount} >= 0 and ${table.downCount} >= 0 and ${table.answerCount} >= 0`,
    ),
  ],
);

/** An answer to a question, with its cached vote counts. */
export const communityAnswers = pgTable(
  'community_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references((): AnyPgColumn => communityQuestions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    // What a question card shows of its first answer: written once with the answer instead of on
    // every list request, and small enough that a page of cards never reads the answers' bodies.
    preview: text('preview').notNull().generatedAlwaysAs(answerPreviewSql),
    ...counts,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Hidden by moderation (modules/moderation): gone for everyone but its author and moderators.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    index('community_answers_question_idx').on(table.questionId, table.createdAt),
    index('community_answers_author_idx').on(table.authorId, table.createdAt),
    check('community_answers_counts_check', sql`${table.upCount} >= 0 and ${table.downCount} >= 0`),
  ],
);

/** One vote per person per question or answer; +1 or -1 (withdrawing deletes the row). */
export const communityVotes = pgTable(
  'community_votes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: ['question', 'answer'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetType, table.targetId] }),
    index('community_votes_target_idx').on(table.targetType, table.targetId),
    check('community_votes_value_check', sql`${table.value} in (-1, 1)`),
    check('community_votes_target_type_check', sql`${table.targetType} in ('question', 'answer')`),
  ],
);
