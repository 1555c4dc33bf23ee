import { sql, type SQL } from 'drizzle-orm';

/** A search text taken apart: words for full-text search, code terms and `[tag]` filters. */
export interface ParsedSearch {
  /** Words for PostgreSQL full-text search (websearch syntax: quotes, `or`, `-word`). */
  text: string;
  /** Terms full-text search would damage (c++ and c# both become "c"): matched on tags and title. */
  codeTerms: string[];
  /** `[python]` in the search text: an exact tag filter, as on Stack Overflow. */
  tags: string[];
}

const TAG_TOKEN = /^\[([^\]]+)\]$/;
// Characters the english parser drops, turning distinct languages into the same word.
const CODE_CHARACTERS = /[+#]/;

/** Splits what a person typed into full-text words, code terms and tag filters. */
export function parseSearch(input: string): ParsedSearch {
  const words: string[] = [];
  const codeTerms: string[] = [];
  const tags: string[] = [];
  for (const token of input.trim().split(/\s+/)) {
    if (!token) continue;
    const tag = TAG_TOKEN.exec(token);
    if (tag?.[1]) tags.push(tag[1].trim().toLowerCase());
    else if (CODE_CHARACTERS.test(token)) codeTerms.push(token.toLowerCase());
    else words.push(token);
  }
  return { text: words.join(' '), codeTerms, tags };
}

/**
 * A code term as the title's words are stored (`title_terms`: lower case, split on anything
 * but letters, digits, + and #), so "c++," finds titles with "c++" in them.
 */
function titleTerms(term: string): string[] {
  return term.split(/[^\p{L}\p{N}+#]+/u).filter(Boolean);
}

/**
 * A title being typed, as a search for questions like it: any of its words rather than all of
 * them (a new title rarely repeats an old one word for word), its code terms (c++, c#) as typed.
 */
export function similarSearch(title: string): ParsedSearch {
  const { text, codeTerms } = parseSearch(title);
  // Websearch syntax (quotes, a leading -) is dropped: the words are joined with "or" instead.
  const words = text.split(/[^\p{L}\p{N}_]+/u).filter((word) => word && word.toLowerCase() !== 'or');
  return { text: words.join(' or '), codeTerms, tags: [] };
}

/** `%term%` for `like`/`ilike`, with the pattern characters in `term` escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The typed words that also match a tag exactly (lower-cased words of letters, digits, `_`, `.`, `-`). */
export function plainWordsOf(search: ParsedSearch): string[] {
  return search.text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => /^[\w.-]+$/.test(word));
}

/** SQL pieces that filter and rank questions (alias `q`) for a parsed search. */
export interface SearchSql {
  /** Extra `from` items (the tsquery), or an empty fragment. */
  from: SQL;
  where: SQL;
  /** Relevance: title matches weigh more than body matches (weights A and B), tag hits add to it. */
  rank: SQL;
  /**
   * 1 when the question itself (title, body, tags) matches, 0 when its words were found only in
   * an answer (weight C): such a question is listed after every question that matches itself.
   */
  tier: SQL;
  /** False when nothing but tag filters was typed: relevance then has nothing to rank by. */
  ranked: boolean;
}

/** Builds the filter and rank of a search; every value goes in as a bound parameter. */
export function searchSql(search: ParsedSearch): SearchSql {
  const conditions: SQL[] = [];
  const rankParts: SQL[] = [];
  let tier = sql`1`;
  let from = sql``;
  if (search.text) {
    from = sql`, websearch_to_tsquery('english', ${search.text}) tsq`;
    const plainWords = plainWordsOf(search);
    // A search of stop words only ("how to") gives an empty tsquery; titles are then matched as typed.
    const inTags = sql`q.tags && ${sql.param(plainWords)}::text[]`;
    const inTitleAsTyped = sql`(numnode(tsq) = 0 and q.title ilike ${likePattern(search.text)})`;
    conditions.push(sql`(q.search @@ tsq or ${inTags} or ${inTitleAsTyped})`);
    tier = sql`(case when ts_filter(q.search, '{a,b}') @@ tsq or ${inTags} or ${inTitleAsTyped} then 1 else 0 end)`;
    rankParts.push(
      sql`ts_rank_cd(q.search, tsq)`,
      sql`(case when q.tags && ${sql.param(plainWords)}::text[] then 0.5 else 0 end)`,
    );
  }
  for (const term of search.codeTerms) {
    const inTitle = sql`q.title_terms @> ${sql.param(titleTerms(term))}::text[]`;
    conditions.push(sql`(q.tags @> array[${term}]::text[] or ${inTitle})`);
    rankParts.push(
      sql`(case when q.tags @> array[${term}]::text[] then 0.5 else 0 end + case when ${inTitle} then 1 else 0 end)`,
    );
  }
  if (search.tags.length > 0) conditions.push(sql`q.tags @> ${sql.param(search.tags)}::text[]`);
  return {
    from,
    where: conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`,
    rank: rankParts.length > 0 ? sql.join(rankParts, sql` + `) : sql`0`,
    tier,
    ranked: rankParts.length > 0,
  };
}
