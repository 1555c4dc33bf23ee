import { sql } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { column, firstRowOf } from '../../db/rows.ts';

// Whether a word is a tag only chooses the cheaper of two shapes of a search that give the same
// page and total, so an answer a minute old is as good as a fresh one: the probe runs once per
// word a minute and process, not once per search.
const REMEMBERED_MS = 60_000;
const MAX_WORDS = 10_000;
const remembered = new Map<string, { tagged: boolean; at: number }>();

const taggedAmong = preparedStatement(sql`select coalesce(array_agg(word), '{}') as tagged
  from unnest(${sql.placeholder('words')}::text[]) word
  where exists (select from community_search_terms t where t.term = word and t.kind = 1)`);

/** Whether any of `words` is a tag of a live question (one probe of the word index per word not remembered). */
export async function isAnyTag(db: Db, words: string[]): Promise<boolean> {
  const now = Date.now();
  const unknown: string[] = [];
  for (const word of words) {
    const known = remembered.get(word);
    if (known && now - known.at < REMEMBERED_MS) {
      if (known.tagged) return true;
    } else unknown.push(word);
  }
  if (unknown.length === 0) return false;
  const row = firstRowOf(await taggedAmong(db, { words: unknown }), { tagged: column.array(column.text) });
  const tagged = new Set(row?.tagged);
  if (remembered.size + unknown.length > MAX_WORDS) remembered.clear();
  for (const word of unknown) remembered.set(word, { tagged: tagged.has(word), at: now });
  return tagged.size > 0;
}
