import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { SUPPORT_OPEN_STATUSES, type SupportCategory, type SupportStatus } from '@hammurabi/shared';
import type { Db } from '../../db/client.ts';
import { supportAccessTokens, supportAttachments, supportMessages, supportTickets } from '../../db/schema/index.ts';
import { qualified } from '../../db/rows.ts';

export type TicketRow = typeof supportTickets.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type NewTicket = Omit<typeof supportTickets.$inferInsert, 'id' | 'number' | 'createdAt' | 'updatedAt'>;
export type NewAttachment = Omit<typeof supportAttachments.$inferInsert, 'id' | 'ticketId' | 'messageId' | 'createdAt'>;
export type NewMessage = Omit<typeof supportMessages.$inferInsert, 'id' | 'createdAt'>;

/** Attachment columns without the bytes, for listing. */
const attachmentInfo = {
  id: supportAttachments.id,
  messageId: supportAttachments.messageId,
  filename: supportAttachments.filename,
  contentType: supportAttachments.contentType,
  size: supportAttachments.size,
  sha256: supportAttachments.sha256,
  createdAt: supportAttachments.createdAt,
};
export type AttachmentInfo = { [K in keyof typeof attachmentInfo]: (typeof supportAttachments.$inferSelect)[K] };

/**
 * Stores a ticket, its attachment and its first link token in one transaction; the number comes
 * from the sequence.
 */
export async function insertTicket(
  db: Db,
  ticket: NewTicket,
  attachment: NewAttachment | null,
  tokenHash: string,
): Promise<TicketRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(supportTickets).values(ticket).returning();
    if (attachment) await tx.insert(supportAttachments).values({ ...attachment, ticketId: row!.id });
    await tx.insert(supportAccessTokens).values({ ticketId: row!.id, tokenHash });
    return row!;
  });
}

/** Remembers another link token of a ticket (each mail carries its own). */
export async function insertAccessToken(db: Db, ticketId: string, tokenHash: string): Promise<void> {
  await db.insert(supportAccessTokens).values({ ticketId, tokenHash });
}

/** True when the token hash belongs to this ticket. */
export async function accessTokenMatches(db: Db, ticketId: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: supportAccessTokens.id })
    .from(supportAccessTokens)
    .where(and(eq(supportAccessTokens.ticketId, ticketId), eq(supportAccessTokens.tokenHash, tokenHash)))
    .limit(1);
  return rows.length > 0;
}

export async function findTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
  return row;
}

// The ticket's id is qualified: Drizzle renders a column inside a select's sql`` without its
// table, so `ticket_id = id` compared two columns of the subquery's own table and counted nothing.
const messageCount = sql<number>`(select count(*)::int from ${supportMessages} counted
  where counted.ticket_id = ${qualified(supportTickets.id)} and counted.author_kind <> 'system')`;

/** Tickets with their number of replies, newest activity first. */
export async function listTickets(
  db: Db,
  filter: { userId?: string; status?: SupportStatus; category?: SupportCategory },
): Promise<Array<TicketRow & { messageCount: number }>> {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(supportTickets.userId, filter.userId));
  if (filter.status) conditions.push(eq(supportTickets.status, filter.status));
  if (filter.category) conditions.push(eq(supportTickets.category, filter.category));
  const rows = await db
    .select({ ticket: supportTickets, messageCount })
    .from(supportTickets)
    .where(and(...conditions))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row.ticket, messageCount: row.messageCount }));
}

/** How many tickets wait on support (New or Open); read through the status index. */
export async function countOpenTickets(db: Db): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(supportTickets)
    .where(inArray(supportTickets.status, [...SUPPORT_OPEN_STATUSES]));
  return row?.open ?? 0;
}

export async function listMessages(db: Db, ticketId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

export async function listAttachments(db: Db, ticketId: string): Promise<AttachmentInfo[]> {
  return db
    .select(attachmentInfo)
    .from(supportAttachments)
    .where(eq(supportAttachments.ticketId, ticketId))
    .orderBy(asc(supportAttachments.createdAt));
}

export async function findAttachment(db: Db, ticketId: string, attachmentId: string) {
  const [row] = await db
    .select()
    .from(supportAttachments)
    .where(and(eq(supportAttachments.ticketId, ticketId), eq(supportAttachments.id, attachmentId)))
    .limit(1);
  return row;
}

/**
 * Adds a reply (with its file, if any) and/or moves the ticket to a new status, in one transaction. The status change
 * applies only while the ticket is still in `from`, so two staff members cannot overwrite each
 * other's change unseen; its note is stored only when it applied.
 */
export async function recordActivity(
  db: Db,
  ticketId: string,
  activity: {
    message?: NewMessage;
    attachment?: NewAttachment | null;
    statusChange?: { from: SupportStatus; to: SupportStatus; note: NewMessage };
  },
): Promise<{ statusChanged: boolean }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    let statusChanged = false;
    if (activity.statusChange) {
      const { from, to, note } = activity.statusChange;
      const updated = await tx
        .update(supportTickets)
        .set({ status: to, updatedAt: now, closedAt: to === 'closed' ? now : null })
        .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.status, from)))
        .returning({ id: supportTickets.id });
      statusChanged = updated.length > 0;
      if (statusChanged) await tx.insert(supportMessages).values({ ...note, createdAt: new Date(now.getTime() + 1) });
    }
    if (!statusChanged) await tx.update(supportTickets).set({ updatedAt: now }).where(eq(supportTickets.id, ticketId));
    if (activity.message) {
      const [message] = await tx
        .insert(supportMessages)
        .values({ ...activity.message, createdAt: now })
        .returning({ id: supportMessages.id });
      if (activity.attachment) {
        await tx.insert(supportAttachments).values({ ...activity.attachment, ticketId, messageId: message!.id });
      }
    }
    return { statusChanged };
  });
}
