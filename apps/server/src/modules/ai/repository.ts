import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { aiConversations, aiMessages, type StoredContextFile } from '../../db/schema/index.ts';

export interface ConversationRecord {
  id: string;
  title: string | null;
  message_count: number;
  current_leaf_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A stored message with the ids of its versions (itself included), oldest first. */
export interface MessageRecord {
  id: string;
  conversation_id: string;
  parent_id: string | null;
  position: number;
  role: 'user' | 'assistant';
  content: string;
  status: 'complete' | 'stopped' | 'failed';
  context_files: StoredContextFile[] | null;
  created_at: Date;
  sibling_ids: string[];
}

const conversationColumns = sql`c.id, c.title, c.current_leaf_id, c.created_at, c.updated_at,
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

/** Stores a message, makes it the end of the branch shown and marks the conversation as active now. */
export async function insertMessage(
  db: Db,
  message: {
    conversationId: string;
    parentId: string | null;
    role: 'user' | 'assistant';
    content: string;
    status: 'complete' | 'stopped' | 'failed';
    contextFiles?: StoredContextFile[] | null;
  },
): Promise<{ id: string; position: number; content: string }> {
  const [row] = await db
    .insert(aiMessages)
    .values({
      ...message,
      userId: sql`(select user_id from ai_conversations where id = ${message.conversationId})`,
      contextFiles: message.contextFiles?.length ? message.contextFiles : null,
    })
    .returning({ id: aiMessages.id, position: aiMessages.position, content: aiMessages.content });
  if (!row) throw new Error('message insert returned nothing');
  await db
    .update(aiConversations)
    .set({ updatedAt: sql`now()`, currentLeafId: row.id })
    .where(eq(aiConversations.id, message.conversationId));
  return row;
}

const messageColumns = sql`m.id, m.conversation_id, m.parent_id, m.position, m.role, m.content, m.status,
  m.context_files, m.created_at`;

// Each message of a path with its versions: the messages of the conversation with the same parent.
const siblingIds = sql`(select array_agg(s.id order by s.position) from ai_messages s
  where s.conversation_id = p.conversation_id
    and (s.parent_id = p.parent_id or (s.parent_id is null and p.parent_id is null))) as sibling_ids`;

/**
 * A page of the path from the root to `leafId`, oldest first; with `fromNewest` the offset
 * counts back from the leaf.
 */
export async function pathPage(
  db: Db,
  leafId: string,
  limit: number,
  offset: number,
  fromNewest = false,
): Promise<MessageRecord[]> {
  const result = await db.execute(sql`with recursive p as (
      select ${messageColumns}, 0 as depth from ai_messages m where m.id = ${leafId}
      union all
      select ${messageColumns}, p.depth + 1 from ai_messages m join p on m.id = p.parent_id
    )
    select p.*, ${siblingIds} from p
    order by p.depth ${fromNewest ? sql`asc` : sql`desc`} limit ${limit} offset ${offset}`);
  const rows = result.rows as unknown as MessageRecord[];
  return fromNewest ? rows.reverse() : rows;
}

/** The latest `count` messages of the path ending at `leafId` (null: none), oldest first: the model's memory. */
export async function pathHistory(db: Db, leafId: string | null, count: number) {
  if (!leafId) return [];
  const rows = await pathPage(db, leafId, count, 0, true);
  return rows.map((row) => ({ role: row.role, content: row.content }));
}

/** One message of a conversation, or null. */
export async function findMessage(db: Db, conversationId: string, messageId: string): Promise<MessageRecord | null> {
  const result = await db.execute(sql`select ${messageColumns}, '{}'::uuid[] as sibling_ids from ai_messages m
    where m.id = ${messageId} and m.conversation_id = ${conversationId}`);
  return (result.rows[0] as MessageRecord | undefined) ?? null;
}

/**
 * Shows the branch through `messageId`: the current leaf becomes the newest message at the end
 * of it (following the newest reply at each step), as chat products do when switching versions.
 */
export async function selectBranch(db: Db, conversationId: string, messageId: string): Promise<string> {
  const result = await db.execute(sql`with recursive down as (
      select ${messageId}::uuid as id, 0 as depth
      union all
      select (select c.id from ai_messages c where c.conversation_id = ${conversationId} and c.parent_id = down.id
              order by c.position desc limit 1), down.depth + 1
      from down where down.id is not null
    )
    update ai_conversations set current_leaf_id = (select id from down where id is not null order by depth desc limit 1)
    where id = ${conversationId} returning current_leaf_id`);
  const row = result.rows[0] as { current_leaf_id: string } | undefined;
  if (!row) throw new Error('selecting a branch updated nothing');
  return row.current_leaf_id;
}
