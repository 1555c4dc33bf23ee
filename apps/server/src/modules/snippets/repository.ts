import { eq, sql, type SQL } from 'drizzle-orm';
import {
  snippetCategoryIds,
  snippetLanguageIds,
  type SnippetCategory,
  type SnippetLanguage,
  type SnippetSort,
  type UserSummary,
} from '@hammurabi/shared';
import type { DbExecutor as Db } from '../../db/client.ts';
import { column, firstRowOf, isoTime, userSummaryColumn } from '../../db/rows.ts';
import { snippets } from '../../db/schema/index.ts';
import { preparedStatement, type PreparedStatement } from '../../db/prepared.ts';
import { snapshotSql } from '../../db/repository.ts';
import { userSummaryCompactJson, userSummaryJson } from '../../db/user-summary.ts';
import { isLanguageName } from './search-text.ts';
import { indexedWordOf, wordBranch, wordCandidates } from './repository-word-search.ts';

/** A snippet row with everything the API shows about it, seen by one caller. */
export interface SnippetRecord {
  id: string;
  slug: string;
  /** Null once the owner deleted their account (a public snippet stays, decision 111). */
  ownerId: string | null;
  title: string;
  description: string;
  code: string;
  code_preview: string;
  code_lines: number;
  language: SnippetLanguage;
  category: SnippetCategory;
  tags: string[];
  visibility: 'private' | 'public';
  /** Null for a deleted account: shown as "Former member". */
  author: UserSummary | null;
  forked_from: { id: string; slug: string; title: string } | null;
  view_count: number;
  like_count: number;
  liked: boolean;
  created_at: Date;
  updated_at: Date;
}

/**
 * Match counts stop here: past it the exact number helps nobody and costs a scan per request (a
 * common word matches thousands of snippets; counting them all cost as much as the page).
 */
export const SNIPPET_COUNT_CAP = 1_000;

/**
 * A search ranks its newest matches only, so a broad word costs the same whatever the library's
 * size: ranking every one of thousands of matches was half of a search's time.
 */
export const RANKED_CANDIDATES = 500;

// The decoded shape of `snippetSelect`'s rows (decision 041): a renamed column fails at the first query.
const snippetShape = {
  id: column.text,
  slug: column.text,
  ownerId: column.nullable(column.text),
  title: column.text,
  description: column.text,
  code: column.text,
  code_preview: column.text,
  code_lines: column.integer,
  language: column.oneOf(...snippetLanguageIds),
  category: column.oneOf(...snippetCategoryIds),
  tags: column.array(column.text),
  visibility: column.oneOf('private', 'public'),
  author: column.nullable(userSummaryColumn),
  forked_from: column.nullable(column.object({ id: column.text, slug: column.text, title: column.text })),
  view_count: column.integer,
  like_count: column.integer,
  liked: column.boolean,
  created_at: column.timestamp,
  updated_at: column.timestamp,
};

// The caller's id, or a uuid that matches nobody for anonymous readers.
const NOBODY = '00000000-0000-0000-0000-000000000000';

function snippetSelect(viewerId: string | null, from: SQL = sql`snippets s`, extra: SQL = sql``): SQL {
  const viewer = viewerId ?? NOBODY;
  return sql`
    select ${extra} s.id, s.slug, s.owner_id as "ownerId", s.title, s.description, s.code, s.code_preview, s.code_lines,
      s.language, s.category, s.tags, s.visibility, s.view_count, s.like_count, s.created_at, s.updated_at,
      ${userSummaryJson(sql`s.owner_id`)} as author,
      exists (select 1 from snippet_likes l where l.snippet_id = s.id and l.user_id = ${viewer}) as liked,
      case when f.id is null or (f.visibility <> 'public' and f.owner_id is distinct from ${viewer}) then null
        else json_build_object('id', f.id, 'slug', f.slug, 'title', f.title) end as forked_from
    from ${from}
    left join snippets f on f.id = s.forked_from_id`;
}

/**
 * A page of snippets as the JSON text of the API (the `toSnippetSummary` shape, field by field), built
 * by PostgreSQL from `page` (`id`, `position`): the server sends it as it comes. Turning rows into
 * objects, mapping them and stringifying them again cost Node about as much as the rest of a
 * request (0.8 against 0.45 ms of CPU for 24 snippets).
 */
function snippetPageJson(viewerId: string | null): SQL {
  const viewer = viewerId ?? NOBODY;
  return sql`coalesce('[' || string_agg(item.json, ',' order by item.position) || ']', '[]') as body
    from (select page.position, (select row_to_json(snippet)::text from (select s.id, s.slug, s.title, s.description,
        s.code_preview, s.code_lines, s.language, s.category, s.tags, s.visibility, ${userSummaryCompactJson(sql`s.owner_id`)} as author,
        case when f.id is null or (f.visibility <> 'public' and f.owner_id is distinct from ${viewer}) then null
          else (select row_to_json(source) from (select f.id, f.slug, f.title) source) end as forked_from,
        s.view_count, s.like_count,
        exists (select 1 from snippet_likes l where l.snippet_id = s.id and l.user_id = ${viewer}) as liked,
        ${isoTime(sql`s.created_at`)} as created_at, ${isoTime(sql`s.updated_at`)} as updated_at) snippet) as json
      from page join snippets s on s.id = page.id
      left join snippets f on f.id = s.forked_from_id) item`;
}

/** One snippet by id or slug, whatever its visibility (the policy decides what to show). */
export async function findSnippet(
  db: Db,
  key: { id: string } | { slug: string },
  viewerId: string | null,
): Promise<SnippetRecord | null> {
  const where = 'id' in key ? sql`s.id = ${key.id}` : sql`s.slug = ${key.slug}`;
  // Hidden by a moderator: not found for anyone but the owner (modules/moderation).
  const visible = sql`(s.hidden_at is null or s.owner_id = ${viewerId ?? NOBODY})`;
  const result = await db.execute(sql`${snippetSelect(viewerId)} where ${where} and ${visible}`);
  return firstRowOf(result, snippetShape);
}

export interface SnippetListFilter {
  viewerId: string | null;
  /** Only the caller's own snippets (public and private). */
  mine: boolean;
  /** Lower-case words of the search text; each matches a word of the title, tags or description by prefix. */
  words: string[];
  /** Language or tag names full-text search would damage ("c#", "c++"): each matches those columns whole. */
  columnTerms: string[];
  language?: SnippetLanguage | undefined;
  category?: SnippetCategory | undefined;
  tag?: string | undefined;
  sort: SnippetSort;
  limit: number;
  offset: number;
}

// Sort keys inside a branch (on the table, in the column order of its indexes, so a page is
// read in index order) and over the merged branches (on their output columns). The indexes
// are "desc nulls last"; the columns are never null, but only the same spelling lets the
// planner read them in order.
const orders: Record<SnippetSort, { branch: SQL; merged: SQL }> = {
  relevance: {
    branch: sql`rank desc, s.created_at desc nulls last, s.id`,
    merged: sql`rank desc, created_at desc nulls last, id`,
  },
  newest: { branch: sql`s.created_at desc nulls last, s.id`, merged: sql`created_at desc nulls last, id` },
  popular: {
    branch: sql`s.like_count desc nulls last, s.view_count desc nulls last, s.created_at desc nulls last, s.id`,
    merged: sql`like_count desc nulls last, view_count desc nulls last, created_at desc nulls last, id`,
  },
};

// Every value of a visitor's one-word search is a placeholder, so its text depends only on which
// filters it has (`shape`): one prepared statement per shape.
const visitorWordPages = new Map<string, PreparedStatement>();

function visitorWordPage(statement: SQL, shape: string): PreparedStatement {
  let prepared = visitorWordPages.get(shape);
  if (!prepared) visitorWordPages.set(shape, (prepared = preparedStatement(statement)));
  return prepared;
}

/**
 * A page of snippets and the number of matches. Language, category and tag filter on their
 * own columns (full-text search would turn "c#" into "c"); the words go through the
 * full-text index and rank the results. Public snippets and the caller's private ones are
 * read as separate branches, each in index order and cut at the page end, because one
 * `visibility = 'public' or owner_id = …` condition cannot use an index and sorts the whole
 * table. Only the rows of the page are enriched with author, like and fork.
 */
export async function listSnippets(
  db: Db,
  filter: SnippetListFilter,
  useWordIndex = true,
): Promise<{ body: string; total: number; snapshot: string }> {
  const viewer = filter.viewerId ?? NOBODY;
  // Words hold only letters and digits, so they are safe inside a tsquery literal.
  const tsquery = filter.words.map((word) => `'${word}':*`).join(' & ');
  const conditions: SQL[] = [];
  if (filter.language) conditions.push(sql`s.language = ${filter.language}`);
  if (filter.category) conditions.push(sql`s.category = ${filter.category}`);
  if (filter.tag) conditions.push(sql`s.tags @> array[${filter.tag}]::text[]`);
  if (tsquery) conditions.push(sql`s.search @@ to_tsquery('simple', ${tsquery})`);
  for (const term of filter.columnTerms) {
    conditions.push(sql`(s.language = ${term} or s.tags @> array[${term}]::text[])`);
  }
  const scopes = filter.mine
    ? [sql`s.owner_id = ${viewer}`]
    : filter.viewerId
      ? [sql`s.visibility = 'public' and s.hidden_at is null`, sql`s.owner_id = ${viewer} and s.visibility = 'private'`]
      : [sql`s.visibility = 'public' and s.hidden_at is null`];
  const sort = filter.sort === 'relevance' && !tsquery && filter.columnTerms.length === 0 ? 'newest' : filter.sort;
  // A snippet in the language searched for comes before one that only mentions it ("go" in
  // "good"), and so does one tagged with a column term: ts_rank stays below 1, so these lead.
  // Other words rank by text alone, as the word index ranks them.
  const languages = [...filter.columnTerms, ...filter.words.filter(isLanguageName)];
  const nameHits =
    languages.length > 0
      ? sql`(case when s.language = any(${sql.param(languages)}::text[]) then 1 else 0 end
        + case when s.tags && ${sql.param(filter.columnTerms)}::text[] then 0.5 else 0 end)`
      : sql`0`;
  const rank = tsquery ? sql`ts_rank(s.search, to_tsquery('simple', ${tsquery})) + ${nameHits}` : nameHits;
  const end = filter.offset + filter.limit;
  const sources = scopes.map((scope) => sql`from snippets s where ${sql.join([scope, ...conditions], sql` and `)}`);
  const ranked = sort === 'relevance';
  // A ranked branch reads its newest matches once, up to the count cap (a named query each,
  // `candidates_0`…): the newest 500 of them are ranked and their number is the branch's count.
  // The full-text index hands out matches in no order, so every match is read to find the newest
  // either way; a separate count was a second scan of the same index.
  const candidates = sources.map((_source, index) => sql.raw(`candidates_${index}`));
  // The public branch of a one-word search reads the word index instead (`word-search.ts`).
  // Its stored rank knows nothing of names, so a language name or a column term takes the general search.
  let word =
    useWordIndex && !filter.mine && filter.columnTerms.length === 0 ? indexedWordOf({ ...filter, ranked }) : null;
  if (word !== null && isLanguageName(word)) word = null;
  // A visitor's one-word search is one fixed text with its values as placeholders, prepared once
  // per connection: planning this statement cost about a third of its database time.
  const prepared = word !== null && !filter.viewerId;
  const value = <T>(name: string, actual: T) => (prepared ? sql.placeholder(name) : actual);
  const wordFilters = [
    ...(filter.language ? [sql`t.language = ${value('language', filter.language)}`] : []),
    ...(filter.category ? [sql`t.category = ${value('category', filter.category)}`] : []),
  ];
  const candidateQueries = sources.map((source, index) =>
    word !== null && index === 0
      ? wordCandidates(candidates[index]!, value('word', word), wordFilters, SNIPPET_COUNT_CAP)
      : sql`${candidates[index]} as (
      select s.id, s.created_at, s.like_count, s.view_count, s.search, s.language, s.tags ${source}
      order by s.created_at desc, s.id limit ${SNIPPET_COUNT_CAP})`,
  );
  const branches = sources.map((source, index) =>
    word !== null && index === 0
      ? wordBranch(candidates[index]!, value('tsquery', tsquery), RANKED_CANDIDATES, value('end', end))
      : ranked
        ? sql`(select s.id, s.created_at, s.like_count, s.view_count, ${rank} as rank
          from (select * from ${candidates[index]} order by created_at desc, id limit ${RANKED_CANDIDATES}) s
          order by ${orders[sort].branch} limit ${end})`
        : sql`(select s.id, s.created_at, s.like_count, s.view_count, ${rank} as rank ${source}
          order by ${orders[sort].branch} limit ${end})`,
  );
  // Counting every public snippet on each request would cost more than the page itself.
  const counts = sources.map(
    (source) => sql`(select count(*) from (select 1 ${source} limit ${SNIPPET_COUNT_CAP}) capped)`,
  );
  const branchCounts = ranked ? candidates.map((name) => sql`(select count(*) from ${name})`) : counts;
  const sumOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` + `)})::int`;
  const countAll = sumOf(branchCounts);
  const withCandidates = ranked
    ? sql`${word !== null ? sql`recursive ` : sql``}${sql.join(candidateQueries, sql`, `)},`
    : sql``;
  // The page is chosen, counted and serialised in one statement, which answers one row even for
  // an empty page: one round trip per request. The count reads the candidates when the branches
  // have them, so it counts no match twice.
  const statement = sql`
    with ${withCandidates} page as (
      select id, row_number() over (order by ${orders[sort].merged}) as position
      from (${sql.join(branches, sql` union all `)}) merged
      order by ${orders[sort].merged} limit ${value('limit', filter.limit)} offset ${value('offset', filter.offset)})
    select ${countAll} as total_matches, ${snapshotSql} as snapshot, ${snippetPageJson(filter.viewerId)}`;
  const page = prepared
    ? await visitorWordPage(statement, `${filter.language !== undefined} ${filter.category !== undefined}`)(db, {
        word,
        language: filter.language,
        category: filter.category,
        tsquery,
        end,
        limit: filter.limit,
        offset: filter.offset,
      })
    : await db.execute(statement);
  const found = firstRowOf(page, { total_matches: column.integer, snapshot: column.text, body: column.text });
  if (!found) throw new Error('the snippet list statement answered no row');
  return { body: found.body, total: Math.min(SNIPPET_COUNT_CAP, found.total_matches), snapshot: found.snapshot };
}

export interface SnippetValues {
  title: string;
  description: string;
  code: string;
  language: SnippetLanguage;
  category: SnippetCategory;
  tags: string[];
  visibility: 'private' | 'public';
  forkedFromId?: string | undefined;
}

/**
 * Inserts a snippet under `slug`, or under `slug-2`, `slug-3`… when that address is taken.
 * The unique index decides, so two writers racing for one slug both succeed.
 */
export async function insertSnippet(
  db: Db,
  ownerId: string,
  values: SnippetValues,
  slug: string,
  createdAt: Date,
): Promise<string> {
  for (let attempt = 1; attempt <= 50; attempt++) {
    const candidate = attempt === 1 ? slug : `${slug}-${attempt}`;
    const [row] = await db
      .insert(snippets)
      .values({ ...values, ownerId, slug: candidate, createdAt, updatedAt: createdAt })
      .onConflictDoNothing({ target: snippets.slug })
      .returning({ id: snippets.id });
    if (row) return row.id;
  }
  throw new Error(`no free slug near ${slug}`);
}

/** Changes a snippet's fields and bumps its updated time; the slug stays, so links keep working. */
export async function updateSnippet(db: Db, id: string, changes: Partial<SnippetValues>): Promise<void> {
  await db
    .update(snippets)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(snippets.id, id));
}

export async function deleteSnippet(db: Db, id: string): Promise<void> {
  await db.delete(snippets).where(eq(snippets.id, id));
}

/**
 * Likes or unlikes; idempotent. The count moves by the number of like rows this statement
 * really added or removed, and the row lock of the update serialises concurrent changes, so
 * the count always equals the number of likes.
 */
export async function setLike(
  db: Db,
  snippetId: string,
  userId: string,
  liked: boolean,
): Promise<{ liked: boolean; like_count: number }> {
  const change = liked
    ? sql`insert into snippet_likes (snippet_id, user_id) values (${snippetId}, ${userId})
        on conflict do nothing returning 1`
    : sql`delete from snippet_likes where snippet_id = ${snippetId} and user_id = ${userId} returning 1`;
  const delta = liked ? sql`(select count(*) from changed)` : sql`-(select count(*) from changed)`;
  const result = await db.execute(sql`
    with changed as (${change})
    update snippets set like_count = like_count + ${delta}::int where id = ${snippetId}
    returning like_count`);
  return { liked, like_count: firstRowOf(result, { like_count: column.integer })?.like_count ?? 0 };
}

/**
 * Counts a view unless this viewer already viewed the snippet today (UTC); answers the view
 * count after the call.
 */
export async function recordView(db: Db, snippetId: string, viewerKey: string): Promise<number> {
  const result = await db.execute(sql`
    with seen as (
      insert into snippet_views (snippet_id, viewer_key, day)
      values (${snippetId}, ${viewerKey}, (now() at time zone 'utc')::date)
      on conflict do nothing returning 1),
    bumped as (
      update snippets set view_count = view_count + 1
      where id = ${snippetId} and exists (select 1 from seen) returning view_count)
    select view_count from bumped
    union all
    select view_count from snippets where id = ${snippetId} and not exists (select 1 from seen)`);
  return firstRowOf(result, { view_count: column.integer })?.view_count ?? 0;
}

/** Forgets who viewed what before yesterday; only today's rows decide whether a view counts. */
export async function pruneOldViews(db: Db): Promise<void> {
  await db.execute(sql`delete from snippet_views where day < (now() at time zone 'utc')::date - 1`);
}
