import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { JudgedLine, ReviewContent } from '@hammurabi/shared';
import { authUsers as users } from './auth.ts';
import { learningReviewRequests } from './learning.ts';
import { projectFiles, projects } from './projects.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A file given to the assistant with a message: which version, and whether all of it fitted. */
export interface StoredContextFile {
  project_id: string;
  file_id: string;
  filename: string;
  version: number;
  /** `whole`, `cut` (only the start fitted the budget) or `left_out` (no room left). */
  fit: 'whole' | 'cut' | 'left_out';
}

/** A chat between one user and the assistant; only its owner ever sees it. */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    /** The last message of the branch on screen; the history is the path from the root to it. */
    currentLeafId: uuid('current_leaf_id').references((): AnyPgColumn => aiMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_conversations_user_updated_idx').on(table.userId, table.updatedAt.desc())],
);

/**
 * One message of a conversation. `position` orders messages (created_at can tie within a
 * statement); `status` tells a finished answer from one stopped or failed part-way. Messages
 * form a tree: an edit or a regenerated answer is a sibling (same `parent_id`) of the original.
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: bigserial('position', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    /**
     * The conversation's owner, copied on insert (a conversation never changes hands), so that
     * search narrows to one user's messages inside its indexes instead of after them.
     */
    userId: uuid('user_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => aiMessages.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['complete', 'stopped', 'failed'] })
      .notNull()
      .default('complete'),
    /** The project files the message was sent with, as they were then. */
    contextFiles: jsonb('context_files').$type<StoredContextFile[]>(),
    // Simple configuration: identifiers are not stemmed; trigrams (custom SQL) find parts of them.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', content)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_messages_conversation_position_idx').on(table.conversationId, table.position),
    index('ai_messages_parent_idx').on(table.conversationId, table.parentId, table.position),
    // Needs btree_gin (custom SQL in the migration); the trigram twin on content is custom SQL too.
    index('ai_messages_user_search_idx').using('gin', table.userId, table.search),
    check('ai_messages_role_check', sql`${table.role} in ('user', 'assistant')`),
    check('ai_messages_status_check', sql`${table.status} in ('complete', 'stopped', 'failed')`),
  ],
);

/**
 * A review of one version of a file, by the AI provider or by a person, or a person's review of
 * the code snapshot of a learner's review request (`review_request_id`; no file, version 1).
 * `author_id` is who asked for an AI review, or who wrote a human one.
 */
export const codeReviews = pgTable(
  'code_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id').references(() => projectFiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** The learner's review request whose snapshot this reviews (modules/learning), instead of a file. */
    reviewRequestId: uuid('review_request_id').references(() => learningReviewRequests.id, { onDelete: 'cascade' }),
    fileVersion: integer('file_version').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerType: text('reviewer_type', { enum: ['ai', 'human'] }).notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    provider: text('provider'),
    /** Written only after the contract's check, in the one shape the API answers. */
    reviewContent: jsonb('review_content').$type<ReviewContent>(),
    /**
     * The judged text of the lines the findings point at (`judgedLines`), so the editor can tell
     * which marks still sit on unchanged lines; null for reviews stored before it was kept.
     */
    judgedLines: jsonb('judged_lines').$type<JudgedLine[]>(),
    score: integer('score'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('code_reviews_file_created_idx').on(table.fileId, table.createdAt.desc()),
    index('code_reviews_author_completed_idx').on(table.authorId, table.completedAt),
    index('code_reviews_review_request_idx')
      .on(table.reviewRequestId, table.createdAt)
      .where(sql`${table.reviewRequestId} is not null`),
    check(
      'code_reviews_subject_check',
      sql`(${table.fileId} is not null and ${table.projectId} is not null and ${table.reviewRequestId} is null)
        or (${table.fileId} is null and ${table.projectId} is null and ${table.reviewRequestId} is not null)`,
    ),
    check('code_reviews_reviewer_type_check', sql`${table.reviewerType} in ('ai', 'human')`),
    check('code_reviews_status_check', sql`${table.status} in ('pending', 'completed', 'failed')`),
    check('code_reviews_score_check', sql`${table.score} is null or ${table.score} between 0 and 100`),
  ],
);
