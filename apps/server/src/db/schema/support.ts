import { sql } from 'drizzle-orm';
import { customType, index, integer, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SupportCategory, SupportStatus } from '@hammurabi/shared';
import { authUsers } from './auth.ts';

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Feeds the public ticket numbers HB-000001, HB-000002, … */
export const supportTicketNumberSeq = pgSequence('support_ticket_number_seq', { startWith: 1 });

/**
 * A support request. `number` is a printed label only; reading a ticket needs the requester's
 * account, staff rights or a secret link token (support_access_tokens).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number')
      .notNull()
      .unique()
      .default(sql`('HB-' || lpad(nextval('support_ticket_number_seq')::text, 6, '0'))`),
    userId: uuid('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category').$type<SupportCategory>().notNull(),
    description: text('description').notNull(),
    status: text('status').$type<SupportStatus>().notNull().default('new'),
    submittedIp: text('submitted_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('support_tickets_user_idx').on(table.userId, table.createdAt),
    index('support_tickets_status_idx').on(table.status, table.updatedAt),
  ],
);

/**
 * Secret link tokens of a ticket, stored as SHA-256 hashes. Every mail carries a fresh token
 * (the plain one is never stored, so it cannot be mailed again); all of them stay valid.
 */
export const supportAccessTokens = pgTable(
  'support_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_access_tokens_ticket_idx').on(table.ticketId)],
);

/** The conversation of a ticket: replies of the requester and staff, and system notes. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind').$type<'requester' | 'staff' | 'system'>().notNull(),
    authorId: uuid('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);

/**
 * A file sent with a ticket, or with one of its replies (`message_id`). The bytes live in
 * PostgreSQL so every server process behind a load balancer serves the same file; the 5 MB cap
 * keeps that cheap.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** The reply that carried the file; null for the file sent with the ticket form. */
    messageId: uuid('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    /** Decided from the bytes on upload, never from the name or the browser's claim. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_attachments_ticket_idx').on(table.ticketId)],
);
