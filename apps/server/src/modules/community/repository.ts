import type { QuestionSort } from '@hammurabi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { executeNamed } from '../../db/prepared.ts';
import { column, firstRowOf, isoTime, rowsOf, userSummaryColumn } from '../../db/rows.ts';
import { snapshotSql } from '../../db/repository.ts';
import { type UserSummary, userSummaryCompactJson, userSummaryJson } from '../../db/user-summary.ts';
import { likePattern, searchSql, type ParsedSearch } from './repository-search.ts';

/** The author of a post as stored JSON: `{id, username, full_name}`, null once the account is gone. */
export type AuthorRecord = UserSummary | null;

/** The columns of a question that list cards and the question page share. */
export interface QuestionRecord {
  id: string;
  title: string;
  tags: string[];
  author: AuthorRecord;
  created_at: Date;
  updated_at: Date;
  last_activity_at: Date;
  up_count: number;
  down_count: number;
  answer_count: number;
  view_count: number;
  accepted_answer_id: string | null;
}

export interface QuestionDetailRecord extends QuestionRecord {
  body: string;
  my_vote: number;
  hidden_reason: string | null;
}

export interface AnswerRecord {
  id: string;
  question_id: string;
  body: string;
  author: AuthorRecord;
  created_at: Date;
  updated_at: Date;
  up_count: number;
  down_count: number;
  my_vote: number;
  /** Set only for the author of an answer a moderator hid (modules/moderation). */
  hidden_reason: string | null;
}

// The decoded shapes of the rows below (decision 041): a renamed column fails at the first query.
const authorColumn = column.nullable(userSummaryColumn);
const questionShape = {
  id: column.text,
  title: column.text,
  tags: column.array(column.text),
  author: authorColumn,
  created_at: column.timestamp,
  updated_at: column.timestamp,
  last_activity_at: column.timestamp,
  up_count: column.integer,
  down_count: column.integer,
  answer_count: column.integer,
  view_count: column.integer,
  accepted_answer_id: column.nullable(column.text),
};
const cardPageShape = {
  body: column.text,
  cards: column.integer,
  total_matches: column.nullable(column.integer),
  snapshot: column.text,
};
const questionDetailShape = {
  ...questionShape,
  body: column.text,
  my_vote: column.integer,
  // Set only for the author of a question a moderator hid (modules/moderation).
  hidden_reason: column.nullable(column.text),
};
const answerShape = {
  id: column.text,
  question_id: column.text,
  body: column.text,
  author: authorColumn,
  created_at: column.timestamp,
  updated_at: column.timestamp,
  up_count: column.integer,
  down_count: column.integer,
  my_vote: column.integer,
  hidden_reason: column.nullable(column.text),
};
const totalAndSnapshotShape = { total: column.integer, snapshot: column.text };

// The caller's id, or a uuid that matches nobody for visitors.
const NOBODY = '00000000-0000-0000-0000-000000000000';

const questionColumns = sql`q.id, q.title, q.tags, q.created_at, q.updated_at, q.last_activity_at,
  q.up_count, q.down_count, q.answer_count, q.view_count, q.accepted_answer_id,
  ${userSummaryJson(sql`q.author_id`)} as author`;

// The order of answers on the question page: the accepted one, then by score, then oldest.
const answerOrder = sql`(a.id is not distinct from q.accepted_answer_id) desc, (a.up_count - a.down_count) desc, a.created_at, a.id`;

/**
 * A question card as the API's JSON text (`QuestionSummary`, field by field), written by PostgreSQL
 * so the server sends a page as it comes: the first answer's preview is stored with the answer,
 * and turning rows into objects and back into JSON cost Node about as much as the rest of a request.
 */
const questionCardJson = sql`(select row_to_json(card)::text from (select q.id, q.title, q.tags,
    ${userSummaryCompactJson(sql`q.author_id`, { avatarSeed: true })} as author,
    ${isoTime(sql`q.created_at`)} as created_at, ${isoTime(sql`q.last_activity_at`)} as last_activity_at,
    q.up_count as upvotes, q.down_count as downvotes, q.up_count - q.down_count as score,
    q.answer_count, q.view_count, q.accepted_answer_id is not null as is_resolved,
    (select a.preview from community_answers a where a.question_id = q.id and a.hidden_at is null
      order by ${answerOrder} limit 1) as first_answer_preview) card)`;

const orders: Record<QuestionSort, SQL> = {
  newest: sql`q.created_at desc, q.id desc`,
  votes: sql`(q.up_count - q.down_count) desc, q.created_at desc, q.id desc`,
  unanswered: sql`q.created_at desc, q.id desc`,
  active: sql`q.last_activity_at desc, q.id desc`,
  relevance: sql`tier desc, rank desc, q.created_at desc, q.id desc`,
};

export interface QuestionListFilter {
  search: ParsedSearch;
  tag?: string | undefined;
  sort: QuestionSort;
  limit: number;
  offset: number;
}

/**
 * Counting stops here: a larger total is reported as this number with a "capped" flag, as search
 * engines do (GitHub search stops at 1,000), so a count never reads the whole board.
 */
export const COUNT_CAP = 1_000;

/** A broad search ranks its newest matches only, so its cost has a ceiling whatever the board size. */
export const RANKED_CANDIDATES = 500;

/**
 * One page of question cards and the number of matches (up to `COUNT_CAP`). The page's ids are
 * found first (in index order for the plain sorts, by rank among the newest matches for a search);
 * only those rows are then joined with their author and first answer, so the cost follows the
 * page size, not the number of cards. Searches are PostgreSQL full-text search (decision 079) over
 * titles, bodies and answers; a question found only through an answer ranks after the others (decision 090).
 */
export async function listQuestions(db: Db, filter: QuestionListFilter): Promise<QuestionPage> {
  const search = searchSql(filter.search);
  const sort = filter.sort === 'relevance' && !search.ranked ? 'newest' : filter.sort;
  // Hidden by a moderator: gone from lists and search for everyone (modules/moderation).
  const conditions = [sql`q.deleted_at is null and q.hidden_at is null`, search.where];
  if (filter.tag) conditions.push(sql`q.tags @> array[${filter.tag}]::text[]`);
  if (sort === 'unanswered') conditions.push(sql`q.answer_count = 0`);
  const where = sql.join(conditions, sql` and `);
  const matches = sql`from community_questions q ${search.from} where ${where}`;
  const countMatches = sql`(select count(*)::int from (select 1 ${matches} limit ${COUNT_CAP + 1}) counted)`;
  const ranked = sort === 'relevance';
  let withQueries: SQL;
  let total: SQL;
  if (ranked) {
    // The newest 500 matches are read (ids and times only) and ranked; fewer than 500 are all the
    // matches and their number is the total, else the capped count runs too. The full-text index
    // hands out matches in no order, so finding the newest reads every match either way; reading
    // 1,001 to count them at once doubled that walk for frequent words (decision 051).
    withQueries = sql`candidates as (select q.id, q.created_at ${matches}
          order by q.created_at desc limit ${RANKED_CANDIDATES}),
        page as (select q.id, ${search.tier} as tier, ${search.rank} as rank
          from candidates c join community_questions q on q.id = c.id ${search.from}
          order by ${orders.relevance} limit ${filter.limit} offset ${filter.offset})`;
    total = sql`coalesce((select count(*)::int from candidates having count(*) < ${RANKED_CANDIDATES}), ${countMatches})`;
  } else {
    withQueries = sql`page as (select q.id, 0 as rank ${matches}
      order by ${orders[sort]} limit ${filter.limit} offset ${filter.offset})`;
    total = countMatches;
  }
  // One statement, one round trip: the page's ids, then only those rows as cards (with their author
  // and first answer's preview) in one JSON array, and the capped count and the snapshot read in.
  // A ranked search of plain words has few shapes, and the full-text index's plan does not depend
  // on the words: it is prepared (planning was a fifth of its database time).
  const plainWords = filter.search.codeTerms.length === 0 && filter.search.tags.length === 0;
  const execute = ranked && plainWords ? executeNamed : (on: Db, query: SQL) => on.execute(query);
  const page = await execute(
    db,
    sql`
    with ${withQueries}
    select coalesce('[' || string_agg(card.json, ',' order by card.position) || ']', '[]') as body,
      count(*)::int as cards, case when count(*) > 0 then ${total} end as total_matches, ${snapshotSql} as snapshot
    from (select row_number() over (order by ${orders[sort]}) as position, ${questionCardJson} as json
      from page join community_questions q on q.id = page.id) card`,
  );
  const cards = firstRowOf(page, cardPageShape);
  if (!cards) throw new Error('the card statement returned no row');
  let countedTotal = cards.total_matches ?? 0;
  let snapshot = cards.snapshot;
  // An empty page still says how many there are (past the first) and which snapshot it saw.
  if (cards.cards === 0) {
    const counted = await db.execute(
      sql`select ${filter.offset > 0 ? countMatches : sql`0`} as total, ${snapshotSql} as snapshot`,
    );
    ({ total: countedTotal, snapshot } = firstRowOf(counted, totalAndSnapshotShape) ?? { total: 0, snapshot });
  }
  return {
    body: cards.body,
    total: Math.min(countedTotal, COUNT_CAP),
    capped: countedTotal > COUNT_CAP,
    snapshot,
  };
}

/** A page of question cards as JSON text, the number of matches (up to the cap) and the snapshot it was read in. */
export interface QuestionPage {
  body: string;
  total: number;
  capped: boolean;
  snapshot: string;
}

/** A page of the tags index as JSON text (`[{tag, count}]`), the number of tags, and the snapshot read in. */
export interface TagPage {
  body: string;
  total: number;
  snapshot: string;
}

/**
 * Tags of live questions containing `filter`, most used first (then by name), with the number of
 * questions carrying each. One pass over the questions' tag arrays: the board's tags are counted,
 * never stored twice, and a page read before in the same snapshot is served from the list cache.
 */
export async function listTags(
  db: Db,
  filter: { q?: string | undefined; limit: number; offset: number },
): Promise<TagPage> {
  const matching = filter.q ? sql`and t.tag like ${likePattern(filter.q)}` : sql``;
  const result = await db.execute(sql`
    with counted as (
      select t.tag, count(*)::int as count from community_questions q, unnest(q.tags) t(tag)
      where q.deleted_at is null and q.hidden_at is null ${matching}
      group by t.tag),
    page as (select tag, count from counted order by count desc, tag limit ${filter.limit} offset ${filter.offset})
    select coalesce((select json_agg(json_build_object('tag', tag, 'count', count) order by count desc, tag)
        from page), '[]')::text as body,
      (select count(*)::int from counted) as total, ${snapshotSql} as snapshot`);
  const page = firstRowOf(result, { body: column.text, total: column.integer, snapshot: column.text });
  if (!page) throw new Error('the tags statement returned no row');
  return page;
}

/** A question with its body and the caller's vote, or null when missing or deleted. */
export async function findQuestion(db: Db, id: string, viewerId: string | null): Promise<QuestionDetailRecord | null> {
  const result = await db.execute(sql`
    select ${questionColumns}, q.body, case when q.hidden_at is null then null else q.hidden_reason end as hidden_reason,
      coalesce((select v.value from community_votes v where v.user_id = ${viewerId ?? NOBODY}
        and v.target_type = 'question' and v.target_id = q.id), 0)::int as my_vote
    from community_questions q where q.id = ${id} and q.deleted_at is null
      and (q.hidden_at is null or q.author_id = ${viewerId ?? NOBODY})`);
  return firstRowOf(result, questionDetailShape);
}

/** The columns of an answer (`a`) as `answerShape` reads them, with `viewerId`'s vote. */
function answerColumns(viewerId: string | null): SQL {
  return sql`a.id, a.question_id, a.body, a.created_at, a.updated_at, a.up_count, a.down_count,
    case when a.hidden_at is null then null else a.hidden_reason end as hidden_reason,
    ${userSummaryJson(sql`a.author_id`)} as author,
    coalesce((select v.value from community_votes v where v.user_id = ${viewerId ?? NOBODY}
      and v.target_type = 'answer' and v.target_id = a.id), 0)::int as my_vote`;
}

/** Every answer of a question in page order, each with the caller's vote. */
export async function listAnswers(db: Db, questionId: string, viewerId: string | null): Promise<AnswerRecord[]> {
  const result = await db.execute(sql`
    select ${answerColumns(viewerId)}
    from community_answers a join community_questions q on q.id = a.question_id
    where a.question_id = ${questionId} and (a.hidden_at is null or a.author_id = ${viewerId ?? NOBODY})
    order by ${answerOrder}`);
  return rowsOf(result, answerShape);
}

/** One answer with the caller's vote, or null. */
export async function findAnswer(db: Db, id: string, viewerId: string | null): Promise<AnswerRecord | null> {
  const result = await db.execute(sql`
    select ${answerColumns(viewerId)}
    from community_answers a where a.id = ${id}`);
  return firstRowOf(result, answerShape);
}

/** Posts written by a user since `minutes` ago, questions and answers together. */
export async function countRecentPosts(db: Db, authorId: string, minutes: number): Promise<number> {
  const since = sql`now() - make_interval(mins => ${minutes})`;
  const result = await db.execute(sql`select
    (select count(*) from community_questions where author_id = ${authorId} and created_at > ${since})
    + (select count(*) from community_answers where author_id = ${authorId} and created_at > ${since}) as count`);
  return firstRowOf(result, { count: column.bigint })?.count ?? 0;
}
