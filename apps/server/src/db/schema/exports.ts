import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Where a "Download my data" export stands. */
export type DataExportStatus = 'queued' | 'building' | 'ready' | 'failed' | 'expired';

/**
 * A person's "Download my data" export (modules/data-export): one row per account (the unique
 * index makes a second request while one is unfinished a conflict), built by a background job,
 * downloadable until `expires_at`. Its bytes live in data_export_chunks, in PostgreSQL like
 * avatars and attachments, so whichever server answers the download has them.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    status: text('status').$type<DataExportStatus>().notNull().default('queued'),
    /** Why building failed, for the person to read. */
    error: text('error'),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Files written into the archive so far, for the progress shown while it builds. */
    entries: integer('entries').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('data_exports_user_key').on(table.userId),
    index('data_exports_expires_idx').on(table.expiresAt),
    check('data_exports_status_check', sql`${table.status} in ('queued', 'building', 'ready', 'failed', 'expired')`),
  ],
);

/** The ZIP of an export in pieces of about a megabyte, in order. */
export const dataExportChunks = pgTable(
  'data_export_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => dataExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.exportId, table.seq] })],
);
