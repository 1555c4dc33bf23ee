import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers as users } from './auth.ts';

/**
 * Learning paths and modules are written content (packages/content), copied here at start-up by
 * an idempotent upsert. Rows of content that was removed are retired (`retired_at`), never
 * deleted, so the progress that points at them survives.
 */
export const learningPaths = pgTable('learning_paths', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  difficulty: text('difficulty').notNull(),
  duration: text('duration').notNull(),
  tags: text('tags').array().notNull(),
  tutorialRoute: text('tutorial_route'),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const learningModules = pgTable(
  'learning_modules',
  {
    id: text('id').primaryKey(),
    pathId: text('path_id')
      .notNull()
      .references(() => learningPaths.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    minutes: integer('minutes').notNull(),
    lessonRoute: text('lesson_route'),
    /** The lesson HTML, the exercise (with hidden tests and laws) and the quiz with its answers. */
    body: jsonb('body').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('learning_modules_path_idx').on(table.pathId, table.position)],
);

/** One learner's state of one module; no row means not started. Completed never reverts. */
export const learningProgress = pgTable(
  'learning_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id')
      .notNull()
      .references(() => learningModules.id),
    status: text('status').$type<'started' | 'completed'>().notNull(),
    /** The last submitted solution (exercise code and runner results, or quiz answers). */
    solution: jsonb('solution'),
    /** What the server's check of that solution found. */
    checkResult: jsonb('check_result'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.moduleId] }),
    check('learning_progress_status_check', sql`${table.status} in ('started', 'completed')`),
  ],
);

/** A path someone would like to see, from Suggest a Path on /learning; staff read them. */
export const learningPathSuggestions = pgTable(
  'learning_path_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('learning_path_suggestions_created_idx').on(table.createdAt.desc())],
);

/**
 * A submission of an exercise being judged by the server (modules/judge): queued with the code,
 * then holding the check the judge found, until the request that waits for it reads it. At most
 * one per learner is queued or running (the partial unique index), so one account cannot fill
 * the queue.
 */
export const learningJudgements = pgTable(
  'learning_judgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id')
      .notNull()
      .references(() => learningModules.id),
    code: text('code').notNull(),
    status: text('status').$type<'queued' | 'done' | 'failed'>().notNull().default('queued'),
    /** The judge's check (LearningCheck) once done. */
    checkResult: jsonb('check_result'),
    /** Why judging failed, when it did. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('learning_judgements_status_check', sql`${table.status} in ('queued', 'done', 'failed')`),
    uniqueIndex('learning_judgements_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'queued'`),
  ],
);

/**
 * A learner's request for a person's review of an exercise solution: a snapshot of their latest
 * judged submission (code and the judge's check, hidden tests by name only). It waits (`open`)
 * for learners who completed the exercise and staff mentors; the first review makes it
 * `reviewed`, the learner may withdraw it. Times come from the server's clock, so the expected
 * wait and the two-day community offer can be tested with an injected one. One open request per
 * learner and exercise (the partial unique index).
 */
export const learningReviewRequests = pgTable(
  'learning_review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id')
      .notNull()
      .references(() => learningModules.id),
    language: text('language').notNull(),
    code: text('code').notNull(),
    /** The judge's check of the submission (LearningCheck). */
    checkResult: jsonb('check_result').notNull(),
    status: text('status').$type<'open' | 'reviewed' | 'withdrawn'>().notNull().default('open'),
    /** How many reviews answered it (kept by the reviews' transaction). */
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    firstReviewedAt: timestamp('first_reviewed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    check('learning_review_requests_status_check', sql`${table.status} in ('open', 'reviewed', 'withdrawn')`),
    uniqueIndex('learning_review_requests_one_open_idx')
      .on(table.userId, table.moduleId)
      .where(sql`${table.status} = 'open'`),
    index('learning_review_requests_open_idx')
      .on(table.moduleId, table.createdAt)
      .where(sql`${table.status} = 'open'`),
    index('learning_review_requests_user_idx').on(table.userId, table.createdAt.desc()),
    index('learning_review_requests_reviewed_idx')
      .on(table.firstReviewedAt.desc())
      .where(sql`${table.firstReviewedAt} is not null`),
  ],
);
