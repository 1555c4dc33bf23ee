import type { QuestionSort } from '@hammurabi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { ParsedSearch } from './search.ts';

/**
 * The word of a search that `community_search_terms` can answer on its own: one plain word
 * (ASCII letters and digits, so full-text search reads it as one word and the tag match compares
 * it lower-cased, as `searchSql` does), nothing else typed, no tag filter, and a sort that adds no
 * condition of its own. Null otherwise. Whether PostgreSQL really makes one search word of it (a
 * stop word makes none) is checked in SQL: `isOneWord`.
 */
export function oneWordOf(search: ParsedSearch, tag: string | undefined, sort: QuestionSort): string | null {
  if (search.codeTerms.length > 0 || search.tags.length > 0 || tag || sort === 'unanswered') return null;
  return /^[A-Za-z0-9]+$/.test(search.text) ? search.text.toLowerCase() : null;
}

/**
 * Named queries `lex` (the search word as PostgreSQL stems it, no row unless the text is exactly
 * one search word) and `matches`: the newest `cap` questions having the word or a tag equal to
 * it, newest first, with the rank `searchSql` gives them. Both lists are read in index order and
 * cut at `cap`: the newest `cap` of their union lie within the first `cap` of each.
 *
 * With `tagged` false (the caller believes the word is no tag, as most words are) `matches` is the
 * word's list as stored, without merging it with an empty tag list: that merge grouped every row
 * and was half of the statement. `lex` then also has no row when the word is a tag after all
 * (`untagged`), so the caller learns it and searches again with `tagged`.
 */
export function oneWordQueries(word: string, cap: number, tagged = true): SQL {
  const newest = (kind: number, term: SQL) => sql`(select t.created_at, t.question_id, t.weight, t.kind
    from community_search_terms t where t.term = ${term} and t.kind = ${kind}
    order by t.created_at desc, t.question_id desc limit ${cap})`;
  const lex = sql`lex as (select (tsvector_to_array(tsq::text::tsvector))[1] as term
      from websearch_to_tsquery('english', ${word}) tsq where numnode(tsq) = 1${tagged ? sql`` : sql` and ${untagged([word])}`})`;
  if (!tagged) {
    return sql`${lex},
    matches as (select t.created_at, t.question_id, t.weight::float8 as rank from community_search_terms t
      where t.term = (select term from lex) and t.kind = 0
      order by t.created_at desc, t.question_id desc limit ${cap})`;
  }
  return sql`${lex},
    matches as (select created_at, question_id,
        sum(weight) + case when bool_or(kind = 1) then 0.5 else 0 end as rank
      from (${newest(0, sql`(select term from lex)`)} union all ${newest(1, sql`${word}`)}) listed
      group by created_at, question_id
      order by created_at desc, question_id desc limit ${cap})`;
}

/** A live question has a tag equal to one of `words` (one probe of the word index each). */
export function anyTag(words: string[]): SQL {
  return sql`exists (select from community_search_terms g where g.term = any(${sql.param(words)}::text[]) and g.kind = 1)`;
}

const untagged = (words: string[]) => sql`not ${anyTag(words)}`;

/**
 * The two words of a ranked search that `community_search_terms` can answer on its own: two
 * plain words (as `oneWordOf` takes one), nothing else typed, no tag filter. Null otherwise.
 * Whether PostgreSQL makes two search words of them (not a stop word, not one stem) is checked
 * in SQL: `isOneWord` (the name says the index can answer).
 */
export function twoWordsOf(search: ParsedSearch, tag: string | undefined): [string, string] | null {
  if (search.codeTerms.length > 0 || search.tags.length > 0 || tag) return null;
  const words = /^([A-Za-z0-9]+) +([A-Za-z0-9]+)$/.exec(search.text);
  return words ? [words[1]!.toLowerCase(), words[2]!.toLowerCase()] : null;
}

/**
 * `oneWordQueries` for two words: `lex` (their two stems, no row unless the text is exactly two
 * search words) and `matches`, the newest `cap` questions having both stems or a tag equal to
 * either word. Both stems' lists are read newest first and merged on (time, id) without reading
 * a question; each tag's list is cut at `cap`. The rank is the sum of the two words' one-word
 * ranks (1.0 per title and 0.4 per body occurrence) when both are in the question, plus 0.5 for
 * a tag, where the general search uses `ts_rank_cd`, which measures how close the words stand
 * and needs every candidate's search vector: reading those was most of a search's cost. With
 * `tagged` false, as for `oneWordQueries`: no tag list is read and `lex` has no row if either word
 * is a tag after all.
 */
export function twoWordQueries(words: [string, string], cap: number, tagged = true): SQL {
  const stem = (index: number) => sql`(select t.created_at, t.question_id, t.weight from community_search_terms t
    where t.term = (select terms[${sql.raw(String(index))}] from lex) and t.kind = 0)`;
  const tagList = (word: string) => sql`(select t.created_at, t.question_id, t.weight, t.kind
    from community_search_terms t where t.term = ${word} and t.kind = 1
    order by t.created_at desc, t.question_id desc limit ${cap})`;
  const text = words.join(' ');
  const queries = sql`lex as (select terms from (select tsvector_to_array(to_tsvector('english', ${text})) as terms,
        websearch_to_tsquery('english', ${text}) as tsq) parsed
      where numnode(tsq) = 3 and cardinality(terms) = 2${tagged ? sql`` : sql` and ${untagged(words)}`}),
    both_stems as (select a.created_at, a.question_id, a.weight + b.weight as weight, 0 as kind
      from ${stem(1)} a join ${stem(2)} b on b.created_at = a.created_at and b.question_id = a.question_id
      order by a.created_at desc, a.question_id desc limit ${cap})`;
  if (!tagged) {
    return sql`${queries},
    matches as (select created_at, question_id, weight::float8 as rank from both_stems)`;
  }
  return sql`${queries},
    matches as (select created_at, question_id,
        sum(weight) + case when bool_or(kind = 1) then 0.5 else 0 end as rank
      from ((select * from both_stems) union all ${tagList(words[0])} union all ${tagList(words[1])}) listed
      group by created_at, question_id
      order by created_at desc, question_id desc limit ${cap})`;
}

/** The `page` query of a ranked one-word search: its newest `candidates` matches by rank. */
export function oneWordPage(candidates: number, limit: number, offset: number): SQL {
  return sql`page as (select question_id as id, rank from
      (select * from matches order by created_at desc, question_id desc limit ${candidates}) newest
    order by rank desc, created_at desc, question_id desc limit ${limit} offset ${offset})`;
}

/**
 * Whether the text was the search word(s) `lex` was built for: one word, or exactly two for
 * `twoWordQueries` (else `matches` holds tag matches only).
 */
export const isOneWord = sql`exists (select from lex)`;

/** The number of matches, up to the cap `matches` was read with. */
export const oneWordTotal = sql`(select count(*)::int from matches)`;
