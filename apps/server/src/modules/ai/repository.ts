import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { aiConversations, aiMessages } from '../../db/schema/index.ts';

export interface ConversationRecord {
  id: string;
  title: string | null;
  message_count: number;
  created_at: Date;
  updated_at: Date;
}

export type MessageRecord = typeof aiMessages.$inferSelect;

const conversationColumns = sql`c.id, c.title, c.created_at, c.updated_at,
  (select count(*)::int from ai_messages m where m.conversation_id = c.id) as message_count`;

/** The user's conversations, most recently active first. */
export async function listConversations(db: Db, userId: string): Promise<ConversationRecord[]> {
  const result = await db.execute(sql`select ${conversationColumns} from ai_conversations c
    where c.user_id = ${userId} order by c.updated_at desc, c.id`);
  return result.rows as unknown as ConversationRecord[];
}

/** One conversation of the user, or null (also for another user's conversation). */
export async function findConversation(db: Db, id: string, userId: string): Promise<ConversationRecord | null> {
  const result = await db.execute(sql`select ${conversationColumns} from ai_conversations c
    where c.id = ${id} and c.user_id = ${userId}`);
  return (result.rows[0] as ConversationRecord | undefined) ?? null;
}

export async function insertConversation(db: Db, userId: string, title: string): Promise<string> {
  const [row] = await db.insert(aiConversations).values({ userId, title }).returning({ id: aiConversations.id });
  if (!row) throw new Error('conversation insert returned nothing');
  return row.id;
}

export async function renameConversation(db: Db, id: string, userId: string, title: string): Promise<boolean> {
  const rows = await db
    .update(aiConversations)
    .set({ title, updatedAt: sql`now()` })
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
    .returning({ id: aiConversations.id });
  return rows.length > 0;
}

export async function deleteConversation(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)))
    .returning({ id: aiConversations.id });
  return rows.length > 0;
}

/** Stores a message and marks the conversation as active now. */
export async function insertMessage(
  db: Db,
  message: Pick<MessageRecord, 'conversationId' | 'role' | 'content' | 'status'>,
): Promise<MessageRecord> {
  const [row] = await db.insert(aiMessages).values(message).returning();
  if (!row) throw new Error('message insert returned nothing');
  await db
    .update(aiConversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(aiConversations.id, message.conversationId));
  return row;
}

/** A page of a conversation's messages, oldest first. */
/** A page of messages, oldest first; with `fromNewest` the offset counts back from the latest one. */
export async function listMessages(db: Db, conversationId: string, limit: number, offset: number, fromNewest = false) {
  const rows = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversationId))
    .orderBy(fromNewest ? desc(aiMessages.position) : asc(aiMessages.position))
    .limit(limit)
    .offset(offset);
  return fromNewest ? rows.reverse() : rows;
}

/** The latest `count` messages before `beforePosition`, oldest first: the model's memory. */
export async function recentMessages(db: Db, conversationId: string, beforePosition: number, count: number) {
  const rows = await db
    .select({ role: aiMessages.role, content: aiMessages.content })
    .from(aiMessages)
    .where(and(eq(aiMessages.conversationId, conversationId), sql`${aiMessages.position} < ${beforePosition}`))
    .orderBy(desc(aiMessages.position))
    .limit(count);
  return rows.reverse();
}
