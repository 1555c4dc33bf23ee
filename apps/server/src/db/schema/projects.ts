import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
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

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A coding project: its details, owner and visibility. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the owner deleted their account: a public project stays, as by "Former member"
    // (decision 111); private ones are deleted with the account.
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    language: text('language').notNull(),
    framework: text('framework'),
    visibility: text('visibility', { enum: ['private', 'public'] })
      .notNull()
      .default('private'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    forkedFromId: uuid('forked_from_id').references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('projects_owner_updated_idx').on(table.ownerId, table.updatedAt.desc()),
    index('projects_visibility_updated_idx').on(table.visibility, table.updatedAt.desc()),
    index('projects_forked_from_idx').on(table.forkedFromId),
    check('projects_visibility_check', sql`${table.visibility} in ('private', 'public')`),
    // Only public work outlives its owner: deleting an account removes its private projects first, and
    // this refuses a deletion that would leave one behind without anyone able to read it.
    check('projects_owner_check', sql`${table.ownerId} is not null or ${table.visibility} = 'public'`),
  ],
);

/** People the owner added to a project, as editors or viewers. */
export const projectCollaborators = pgTable(
  'project_collaborators',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['editor', 'viewer'] }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_collaborators_user_idx').on(table.userId),
    check('project_collaborators_role_check', sql`${table.role} in ('editor', 'viewer')`),
  ],
);

/** One row per user who starred a project. */
export const projectStars = pgTable(
  'project_stars',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_stars_user_idx').on(table.userId),
  ],
);

/** A code file. `version` grows by one on every change; saves must name the version they edited. */
export const projectFiles = pgTable(
  'project_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    language: text('language').notNull(),
    content: text('content').notNull().default(''),
    version: integer('version').notNull().default(1),
    size: integer('size').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [uniqueIndex('project_files_project_filename_idx').on(table.projectId, table.filename)],
);

/** Days on which a user did something (for the learning streak), with how many saves they made. */
export const userActivityDays = pgTable(
  'user_activity_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    saveCount: integer('save_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Achievements a user has earned; the definitions live in packages/shared. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.achievementId] })],
);
