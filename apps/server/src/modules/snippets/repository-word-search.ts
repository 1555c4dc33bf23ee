import { sql, type SQL } from 'drizzle-orm';

/**
 * The search word `snippet_search_terms` can answer for the public snippets: a ranked search of
 * one word of ASCII letters and digits (the `simple` configuration keeps such a word as it is, so
 * its prefix query matches exactly the lexemes starting with it), filtered by language and
 * category at most (the index carries both). Null otherwise: the general search runs.
 */
export function indexedWordOf(filter: { words: string[]; tag?: string | undefined; ranked: boolean }): string | null {
  const [word, ...others] = filter.words;
  if (!word || others.length > 0 || !filter.ranked || filter.tag) return null;
  return /^[a-z0-9]+$/.test(word) ? word : null;
}

/**
 * Named queries ending in `name`: the newest `cap` public snippets having a lexeme that starts
 * with `word` and passing `filters` (conditions on the index's `t.language` and `t.category`),
 * newest first, as (id, created_at, n, rank): `n` lexemes matched, `rank` is the
 * snippet's `ts_rank` for the only one when `n` is 1. The lexemes starting with the word are
 * found by skipping through the index (each a probe). When there is one (a whole word, most
 * searches), its list is the answer as the index holds it, newest first: no sort and no grouping
 * (a third of the statement's time). Otherwise each lexeme's list is read in index order and cut
 * at `cap` (the newest `cap` of their union lie within the first `cap` of each), and the union is
 * sorted and grouped per snippet. The statement must start `with recursive`.
 */
export function wordCandidates(name: SQL, word: unknown, filters: SQL[], cap: number): SQL {
  const lexemes = sql`(select count(*) from word_matched)`;
  const newest = sql`order by t.created_at desc nulls last, t.snippet_id limit ${cap}`;
  return sql`word_terms(term) as (
      (select t.term from snippet_search_terms t where t.term >= ${word} order by t.term limit 1)
      union all
      select (select t.term from snippet_search_terms t where t.term > word_terms.term order by t.term limit 1)
      from word_terms where starts_with(word_terms.term, ${word})),
    word_matched as (select term from word_terms where starts_with(term, ${word})),
    word_listed as (select listed.* from word_matched, lateral (
        select t.snippet_id, t.created_at, t.rank from snippet_search_terms t
        where ${sql.join([sql`t.term = word_matched.term`, ...filters], sql` and `)} ${newest}) listed),
    ${name} as ((select t.snippet_id as id, t.created_at, 1::bigint as n, t.rank from snippet_search_terms t
        where ${sql.join([sql`t.term = (select term from word_matched limit 1)`, ...filters, sql`${lexemes} = 1`], sql` and `)}
        ${newest})
      union all
      (select snippet_id as id, created_at, count(*) as n, max(rank) as rank from word_listed where ${lexemes} > 1
        group by snippet_id, created_at order by created_at desc nulls last, snippet_id limit ${cap})
      order by created_at desc nulls last, id limit ${cap})`;
}

/**
 * The ranked branch over `wordCandidates`: its newest `candidates` by rank, cut at `end`. The
 * stored rank is `ts_rank` for one lexeme; a snippet matching several lexemes of the prefix
 * (sort, sorted) is ranked from its row, exactly as the general search does.
 */
export function wordBranch(name: SQL, tsquery: unknown, candidates: number, end: unknown): SQL {
  const rank = sql`case when c.n = 1 then c.rank
    else (select ts_rank(s.search, to_tsquery('simple', ${tsquery})) from snippets s where s.id = c.id) end`;
  return sql`(select c.id, c.created_at, null::int as like_count, null::int as view_count, ${rank} as rank
    from (select * from ${name} order by created_at desc nulls last, id limit ${candidates}) c
    order by rank desc, c.created_at desc nulls last, c.id limit ${end})`;
}
