/**
 * The snippets module's answer to "what do you have about these words?": public snippets as
 * passages for the assistant's retrieval (modules/ai/knowledge.ts), read through this service
 * rather than from the table by another module.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { column, rowsOf } from '../../db/rows.ts';

/** A public snippet as the assistant cites it. */
export interface SnippetPassage {
  slug: string;
  title: string;
  description: string;
  code: string;
  language: string;
  tags: string[];
  likes: number;
}

const passageShape = {
  slug: column.text,
  title: column.text,
  description: column.text,
  code: column.text,
  language: column.text,
  tags: column.array(column.text),
  likes: column.integer,
};

/**
 * Up to `limit` public snippets whose title, tags or description hold any of `words` (as a
 * prefix), those in `language` first, then by full-text rank. `words` are letters and digits only.
 */
export async function snippetPassages(
  db: Db,
  words: readonly string[],
  language: string | null,
  limit: number,
): Promise<SnippetPassage[]> {
  const terms = words.filter((word) => /^[\p{L}\p{N}]+$/u.test(word));
  if (terms.length === 0) return [];
  const query = terms.map((word) => `${word}:*`).join(' | ');
  const result = await db.execute(sql`
    select s.slug, s.title, s.description, s.code, s.language, s.tags, s.like_count as likes
    from snippets s, to_tsquery('simple', ${query}) q
    where s.visibility = 'public' and s.hidden_at is null and s.search @@ q
    order by (s.language = ${language ?? ''}) desc, ts_rank(s.search, q) desc, s.created_at desc
    limit ${limit}`);
  return rowsOf(result, passageShape);
}
