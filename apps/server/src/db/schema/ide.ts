import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers as users } from './auth.ts';
import { projectFiles, projects } from './projects.ts';

/** Enabled laws and Law of Brevity limits, as the engine names them. */
export interface StoredLawChoices {
  enabledLaws: Record<'HB001' | 'HB002' | 'HB003' | 'HB004' | 'HB005', boolean>;
  limits: { functionLines: number; complexity: number; nesting: number; parameters: number };
}

/** A project's law profile; a project without a row uses Standard. Reviews and the IDE read it. */
export const projectLawSettings = pgTable('project_law_settings', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  profile: text('profile', { enum: ['strict', 'standard', 'custom'] }).notNull(),
  choices: jsonb('choices').$type<StoredLawChoices>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A release of a project through the IDE's gate, numbered per project; blocked ones are kept too. */
export const projectReleases = pgTable(
  'project_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    environment: text('environment', { enum: ['staging'] }).notNull(),
    profile: text('profile', { enum: ['strict', 'standard', 'custom'] }).notNull(),
    status: text('status', { enum: ['deployed', 'blocked'] }).notNull(),
    statusText: text('status_text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('project_releases_project_number_idx').on(table.projectId, table.number)],
);

/** A file as it was in a release: its content is copied, so later edits never change the snapshot. */
export const projectReleaseFiles = pgTable(
  'project_release_files',
  {
    releaseId: uuid('release_id')
      .notNull()
      .references(() => projectReleases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileId: uuid('file_id').references(() => projectFiles.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    language: text('language').notNull(),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    counts: jsonb('counts').$type<Record<'Critical' | 'Major' | 'Minor' | 'Trivial', number>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.releaseId, table.position] })],
);
