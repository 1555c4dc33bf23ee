import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { column, firstRowOf, qualified, rowsOf } from '../../db/rows.ts';
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

const conversationColumns = {
  id: aiConversations.id,
  title: aiConversations.title,
  current_leaf_id: aiConversations.currentLeafId,
  created_at: aiConversations.createdAt,
  updated_at: aiConversations.updatedAt,
  message_count: sql<number>`(select count(*)::int from ${aiMessages} m where m.conversation_id = ${qualified(aiConversations.id)})`,
};

/** The user's conversations, most recently active first. */
export async function listConversations(db: Db, userId: string): Promise<ConversationRecord[]> {
  return db
    .select(conversationColumns)
    .from(aiConversations)
    .where(eq(aiConversations.userId, userId))
    .orderBy(desc(aiConversations.updatedAt), asc(aiConversations.id));
}

/** One conversation of the user, or null (also for another user's conversation). */
export async function findConversation(db: Db, id: string, userId: string): Promise<ConversationRecord | null> {
  const [row] = await db
    .select(conversationColumns)
    .from(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, userId)));
  return row ?? null;
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

const messageShape = {
  id: column.text,
  conversation_id: column.text,
  parent_id: column.nullable(column.text),
  position: column.bigint,
  role: column.oneOf('user', 'assistant'),
  content: column.text,
  status: column.oneOf('complete', 'stopped', 'failed'),
  context_files: column.json<StoredContextFile[] | null>(),
  created_at: column.timestamp,
  sibling_ids: column.array(column.text),
};

/**
 * A page of the path from the root to `leafId`, oldest first; with `fromNewest` the offset
 * counts back from the leaf.
 */
// Raw SQL: walking the tree up from the leaf is a recursive CTE, one round trip for any depth.
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
  const rows = rowsOf(result, messageShape);
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
  const [row] = await db
    .select({
      id: aiMessages.id,
      conversation_id: aiMessages.conversationId,
      parent_id: aiMessages.parentId,
      position: aiMessages.position,
      role: aiMessages.role,
      content: aiMessages.content,
      status: aiMessages.status,
      context_files: aiMessages.contextFiles,
      created_at: aiMessages.createdAt,
    })
    .from(aiMessages)
    .where(and(eq(aiMessages.id, messageId), eq(aiMessages.conversationId, conversationId)));
  return row ? { ...row, sibling_ids: [] } : null;
}

/**
 * Shows the branch through `messageId`: the current leaf becomes the newest message at the end
 * of it (following the newest reply at each step), as chat products do when switching versions.
 */
export async function selectBranch(db: Db, conversationId: string, messageId: string): Promise<string> {
  // Raw SQL: the walk down is a recursive CTE feeding the update, so the branch moves in one statement.
  const result = await db.execute(sql`with recursive down as (
      select ${messageId}::uuid as id, 0 as depth
      union all
      select (select c.id from ai_messages c where c.conversation_id = ${conversationId} and c.parent_id = down.id
              order by c.position desc limit 1), down.depth + 1
      from down where down.id is not null
    )
    update ai_conversations set current_leaf_id = (select id from down where id is not null order by depth desc limit 1)
    where id = ${conversationId} returning current_leaf_id`);
  const row = firstRowOf(result, { current_leaf_id: column.text });
  if (!row) throw new Error('selecting a branch updated nothing');
  return row.current_leaf_id;
}
