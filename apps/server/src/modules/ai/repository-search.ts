import { searchSnippet, type ChatSearchHit, type ChatSearchQuerySchema } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { column, rowsOf } from '../../db/rows.ts';

const hitShape = {
  conversation_id: column.text,
  conversation_title: column.nullable(column.text),
  message_id: column.nullable(column.text),
  role: column.nullable(column.oneOf('user', 'assistant')),
  content: column.text,
  created_at: column.timestamp,
};

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Searches the caller's own messages and conversation titles. Full-text search finds the
 * words; trigram matching (the same text anywhere, case-insensitive) finds identifiers such as
 * `bubble_sort` that the text parser splits. An exact match ranks above word matches, titles
 * above messages at the same rank, newer above older. Messages carry their owner, and the
 * indexes hold it beside the words and trigrams, so only the caller's matches are ever read.
 */
export async function searchChats(
  db: Db,
  userId: string,
  query: z.output<typeof ChatSearchQuerySchema>,
): Promise<ChatSearchHit[]> {
  const pattern = containsPattern(query.q);
  const result = await db.execute(sql`with q as (select websearch_to_tsquery('simple', ${query.q}) as tsq),
    hits as (
      select m.conversation_id, m.id as message_id, m.role, m.content, m.created_at,
        (case when m.content ilike ${pattern} then 1 else 0 end) + ts_rank_cd(m.search, q.tsq) as rank
      from ai_messages m, q
      where m.user_id = ${userId} and (m.search @@ q.tsq or m.content ilike ${pattern})
      union all
      select c.id, null, null, c.title, c.updated_at,
        (case when c.title ilike ${pattern} then 1.5 else 0.5 end) as rank
      from ai_conversations c, q
      where c.user_id = ${userId} and c.title is not null
        and (c.title ilike ${pattern} or to_tsvector('simple', c.title) @@ q.tsq)
    )
    select h.conversation_id, c.title as conversation_title, h.message_id, h.role, h.content, h.created_at
    from hits h join ai_conversations c on c.id = h.conversation_id
    order by h.rank desc, h.created_at desc, h.message_id
    limit ${query.limit} offset ${query.offset}`);
  return rowsOf(result, hitShape).map((row) => ({
    conversation_id: row.conversation_id,
    conversation_title: row.conversation_title,
    message_id: row.message_id,
    role: row.role,
    ...searchSnippet(row.content, query.q),
    created_at: row.created_at.toISOString(),
  }));
}
