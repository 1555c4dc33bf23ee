import type { QuestionCreateParsed, QuestionSort, QuestionUpdateParsed } from '@hammurabi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { executeNamed, preparedStatement } from '../../db/prepared.ts';
import { column, firstRowOf, isoTime, rowsOf, userSummaryColumn } from '../../db/rows.ts';
import { snapshotSql } from '../../db/snapshot-cache.ts';
import { type UserSummary, userSummaryCompactJson, userSummaryJson } from '../users/user-summary.ts';
import {
  anyTag,
  isOneWord,
  oneWordOf,
  oneWordPage,
  oneWordQueries,
  oneWordTotal,
  twoWordQueries,
  twoWordsOf,
} from './one-word-search.ts';
import { plainWordsOf, searchSql, type ParsedSearch } from './search.ts';
import { isAnyTag } from './tag-words.ts';
import { bothWords, matchesOf, rankedPage, topByScore, type WordLists } from './word-lists.ts';

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
const questionDetailShape = { ...questionShape, body: column.text, my_vote: column.integer };
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
    (select a.preview from community_answers a where a.question_id = q.id
      order by ${answerOrder} limit 1) as first_answer_preview) card)`;

const orders: Record<QuestionSort, SQL> = {
  newest: sql`q.created_at desc, q.id desc`,
  votes: sql`(q.up_count - q.down_count) desc, q.created_at desc, q.id desc`,
  unanswered: sql`q.created_at desc, q.id desc`,
  active: sql`q.last_activity_at desc, q.id desc`,
  relevance: sql`rank desc, q.created_at desc, q.id desc`,
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
 * page size, not the number of cards. A search of one plain word takes its newest matches, their
 * rank and its count from the word index (`one-word-search.ts`) without reading the questions.
 */
export async function listQuestions(
  db: Db,
  filter: QuestionListFilter,
  { wordIndex: useWordIndex = true, knownTagged, wordLists }: ListOptions = {},
): Promise<QuestionPage> {
  const fromMemory = useWordIndex && wordLists ? await listFromWordLists(db, filter, wordLists) : null;
  if (fromMemory) return fromMemory;
  const search = searchSql(filter.search);
  const sort = filter.sort === 'relevance' && !search.ranked ? 'newest' : filter.sort;
  const conditions = [sql`q.deleted_at is null`, search.where];
  if (filter.tag) conditions.push(sql`q.tags @> array[${filter.tag}]::text[]`);
  if (sort === 'unanswered') conditions.push(sql`q.answer_count = 0`);
  const where = sql.join(conditions, sql` and `);
  const matches = sql`from community_questions q ${search.from} where ${where}`;
  const countMatches = sql`(select count(*)::int from (select 1 ${matches} limit ${COUNT_CAP + 1}) counted)`;
  const word = useWordIndex ? oneWordOf(filter.search, filter.tag, sort) : null;
  const ranked = sort === 'relevance';
  // Two plain words, ranked, are answered from the word index as well (its own rank: `twoWordQueries`).
  const pair = useWordIndex && word === null && ranked ? twoWordsOf(filter.search, filter.tag) : null;
  // Whether a word is a tag (remembered for a minute) picks the shape; the statement checks it.
  const indexWords = word !== null ? [word] : pair;
  const tagged = indexWords === null ? true : (knownTagged ?? (await isAnyTag(db, indexWords)));
  const indexQueries =
    word !== null
      ? oneWordQueries(word, COUNT_CAP + 1, tagged)
      : pair !== null
        ? twoWordQueries(pair, COUNT_CAP + 1, tagged)
        : null;
  const plainPage = sql`page as (select q.id, 0 as rank ${matches} order by ${orders[sort]} limit ${filter.limit} offset ${filter.offset})`;
  let withQueries: SQL;
  let total: SQL;
  if (indexQueries !== null) {
    withQueries = sql`${indexQueries},
      ${ranked ? oneWordPage(RANKED_CANDIDATES, filter.limit, filter.offset) : plainPage}`;
    // A stop word is no search word: the page (ranked) or the count (other sorts) is read as below.
    total = sql`(case when ${isOneWord} then ${oneWordTotal} else ${countMatches} end)`;
  } else if (ranked) {
    // Most searches of several words match a few hundred questions, which the full-text index
    // finds at once: their newest up to the count cap are read once, the newest of them ranked and
    // their number is the total. A word that is also a tag can match a twelfth of the board; then
    // only the ranked candidates are read (newest first) and, when they fill up, counted apart.
    const readAll = !(await isAnyTag(db, [...plainWordsOf(filter.search), ...filter.search.codeTerms]));
    const read = readAll ? COUNT_CAP + 1 : RANKED_CANDIDATES;
    withQueries = sql`candidates as (select q.id, q.created_at, q.search, q.tags, q.title_terms ${matches}
          order by q.created_at desc limit ${read}),
        page as (select q.id, ${search.rank} as rank
          from (select * from candidates order by created_at desc limit ${RANKED_CANDIDATES}) q ${search.from}
          order by ${orders.relevance} limit ${filter.limit} offset ${filter.offset})`;
    // Fewer candidates than were read are all the matches; coalesce reaches the count only then.
    total = readAll
      ? sql`(select count(*)::int from candidates)`
      : sql`coalesce((select count(*)::int from candidates having count(*) < ${read}), ${countMatches})`;
  } else {
    withQueries = plainPage;
    total = countMatches;
  }
  const rankedByWord = indexQueries !== null && ranked;
  // One statement, one round trip: the page's ids, then only those rows as cards (with their author
  // and first answer's preview) in one JSON array, and the capped count and the snapshot read in.
  // A ranked search of plain words has few shapes, and the word index's or the full-text index's
  // plan does not depend on the words: it is prepared (planning was a fifth of its database time).
  const plainWords = filter.search.codeTerms.length === 0 && filter.search.tags.length === 0;
  const execute = ranked && plainWords ? executeNamed : (on: Db, query: SQL) => on.execute(query);
  const page = await execute(
    db,
    sql`
    with ${withQueries}
    select coalesce('[' || string_agg(card.json, ',' order by card.position) || ']', '[]') as body,
      count(*)::int as cards, case when count(*) > 0 then ${total} end as total_matches, ${snapshotSql} as snapshot
    from (select row_number() over (order by ${orders[sort]}) as position, ${questionCardJson} as json
      from page join community_questions q on q.id = page.id
      ${rankedByWord ? sql`where ${isOneWord}` : sql``}) card`,
  );
  const cards = firstRowOf(page, cardPageShape);
  if (!cards) throw new Error('the card statement returned no row');
  let countedTotal = cards.total_matches ?? 0;
  let snapshot = cards.snapshot;
  // An empty page still says how many there are (past the first) and which snapshot it saw.
  if (cards.cards === 0) {
    const counted = await db.execute(sql`${indexQueries !== null ? sql`with ${indexQueries}` : sql``}
      select ${filter.offset > 0 || rankedByWord ? (indexQueries !== null ? total : countMatches) : sql`0`} as total, ${snapshotSql} as snapshot,
        ${indexQueries !== null ? isOneWord : sql`false`} as one_word,
        ${indexWords !== null && !tagged ? anyTag(indexWords) : sql`false`} as any_tag`);
    const row = firstRowOf(counted, { ...totalAndSnapshotShape, one_word: column.boolean, any_tag: column.boolean });
    // A word was a tag after all (the remembered answer was stale): search again with the tags.
    // Else the text was no search word: search it the general way.
    if (rankedByWord && row && !row.one_word) {
      return row.any_tag
        ? listQuestions(db, filter, { knownTagged: true })
        : listQuestions(db, filter, { wordIndex: false });
    }
    ({ total: countedTotal, snapshot } = row ?? { total: 0, snapshot });
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

export interface ListOptions {
  /** False: the general search only (tests compare the word index's answers with it). */
  wordIndex?: boolean;
  /** Whether a typed word is a tag, when the caller knows (else remembered or probed). */
  knownTagged?: boolean;
  /** The word lists held in memory, which answer searches of one or two plain words. */
  wordLists?: WordLists | undefined;
}

/**
 * The cards of the questions in `ids`, in that order, as one JSON array, with the word index's
 * version and the snapshot the statement read in. Prepared: one plan whatever the page.
 */
const cardsOf = preparedStatement(sql`
  select coalesce('[' || string_agg(card.json, ',' order by card.position) || ']', '[]') as body,
    (select version::text from community_search_version where id = 1) as version,
    (select scores::text from community_search_version where id = 1) as scores,
    ${snapshotSql} as snapshot
  from (select page.position, ${questionCardJson} as json
    from unnest(${sql.placeholder('ids')}::uuid[]) with ordinality page(id, position)
    join community_questions q on q.id = page.id) card`);

/**
 * A search of one or two plain words answered from the word lists in memory (`word-lists.ts`):
 * the same matches, order and totals as the word index's SQL, with only the page's cards read from
 * PostgreSQL. Null when the search is of another kind (other sorts, stop words, one stem twice) or
 * the lists would not fit; the SQL paths answer it then.
 */
async function listFromWordLists(
  db: Db,
  filter: QuestionListFilter,
  wordLists: WordLists,
): Promise<QuestionPage | null> {
  const { sort } = filter;
  const one = oneWordOf(filter.search, filter.tag, sort);
  const words =
    one !== null && (sort === 'relevance' || sort === 'newest' || sort === 'votes')
      ? [one]
      : sort === 'relevance'
        ? twoWordsOf(filter.search, filter.tag)
        : null;
  if (words === null) return null;
  const end = filter.offset + filter.limit;
  for (let attempt = 0; attempt < 3; attempt++) {
    // Lists (and scores) not held yet: read in the background, and this search goes the SQL way.
    const read = wordLists.read(db, words);
    if (read === null) return null;
    const [first, second] = read.words;
    if (!first?.stem) return null;
    let stems = first.stem;
    if (second) {
      // Not two search words for PostgreSQL (a stop word, or one stem twice): the general search.
      if (!second.stem || second.stem === first.stem) return null;
      stems = bothWords(first.stem, second.stem, read.ids, COUNT_CAP + 1);
    }
    const scored = sort === 'votes' ? wordLists.scoresOf(db, read, words) : null;
    if (sort === 'votes' && scored === null) return null;
    // From here to the statement nothing awaits: the lists and scores stay as they were read.
    const tags = read.words.map((word) => word.tag);
    let ordinals: number[];
    let matched: number;
    if (scored) {
      const top = topByScore(stems, tags, read.ids, scored.scores, end);
      ordinals = top.ordinals.slice(filter.offset);
      matched = top.matches;
    } else {
      const matches = matchesOf(
        stems,
        tags,
        read.ids,
        sort === 'relevance' ? COUNT_CAP + 1 : Math.max(COUNT_CAP + 1, end),
      );
      const page =
        sort === 'relevance'
          ? rankedPage(matches, read.ids, RANKED_CANDIDATES, filter.limit, filter.offset)
          : matches.slice(filter.offset, end);
      ordinals = page.map((match) => match.ordinal);
      matched = matches.length;
    }
    const ids = ordinals.map((ordinal) => read.ids.hex(ordinal));
    const cards = firstRowOf(await cardsOf(db, { ids }), {
      body: column.text,
      version: column.text,
      scores: column.text,
      snapshot: column.text,
    });
    if (!cards) throw new Error('the card statement returned no row');
    if (cards.version !== read.version) {
      // A question was written since the lists were read: read them again.
      wordLists.outdated(cards.version);
      continue;
    }
    if (scored && cards.scores !== scored.version) {
      // A vote changed a score since: read the changed scores and order again.
      await wordLists.scoresChanged(db, cards.scores);
      continue;
    }
    const total = Math.min(matched, COUNT_CAP + 1);
    return { body: cards.body, total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP, snapshot: cards.snapshot };
  }
  return null;
}

/** Up to `limit` questions whose titles resemble `title` (trigram word similarity), closest first. */
export async function similarQuestions(
  db: Db,
  title: string,
  limit: number,
): Promise<Array<{ id: string; title: string; answer_count: number; accepted_answer_id: string | null }>> {
  const result = await db.execute(sql`
    select q.id, q.title, q.answer_count, q.accepted_answer_id from community_questions q
    where q.deleted_at is null and ${title} <% q.title
    order by word_similarity(${title}, q.title) desc, q.created_at desc
    limit ${limit}`);
  return rowsOf(result, {
    id: column.text,
    title: column.text,
    answer_count: column.integer,
    accepted_answer_id: column.nullable(column.text),
  });
}

/** A question with its body and the caller's vote, or null when missing or deleted. */
export async function findQuestion(db: Db, id: string, viewerId: string | null): Promise<QuestionDetailRecord | null> {
  const result = await db.execute(sql`
    select ${questionColumns}, q.body,
      coalesce((select v.value from community_votes v where v.user_id = ${viewerId ?? NOBODY}
        and v.target_type = 'question' and v.target_id = q.id), 0)::int as my_vote
    from community_questions q where q.id = ${id} and q.deleted_at is null`);
  return firstRowOf(result, questionDetailShape);
}

/** Every answer of a question in page order, each with the caller's vote. */
export async function listAnswers(db: Db, questionId: string, viewerId: string | null): Promise<AnswerRecord[]> {
  const result = await db.execute(sql`
    select a.id, a.question_id, a.body, a.created_at, a.updated_at, a.up_count, a.down_count,
      ${userSummaryJson(sql`a.author_id`)} as author,
      coalesce((select v.value from community_votes v where v.user_id = ${viewerId ?? NOBODY}
        and v.target_type = 'answer' and v.target_id = a.id), 0)::int as my_vote
    from community_answers a join community_questions q on q.id = a.question_id
    where a.question_id = ${questionId}
    order by ${answerOrder}`);
  return rowsOf(result, answerShape);
}

/** One answer with the caller's vote, or null. */
export async function findAnswer(db: Db, id: string, viewerId: string | null): Promise<AnswerRecord | null> {
  const result = await db.execute(sql`
    select a.id, a.question_id, a.body, a.created_at, a.updated_at, a.up_count, a.down_count,
      ${userSummaryJson(sql`a.author_id`)} as author,
      coalesce((select v.value from community_votes v where v.user_id = ${viewerId ?? NOBODY}
        and v.target_type = 'answer' and v.target_id = a.id), 0)::int as my_vote
    from community_answers a where a.id = ${id}`);
  return firstRowOf(result, answerShape);
}

/** Counts a page view; the author's own visits do not count. */
export async function countView(db: Db, id: string, viewerId: string | null): Promise<void> {
  await db.execute(sql`update community_questions set view_count = view_count + 1
    where id = ${id} and deleted_at is null and author_id is distinct from ${viewerId}::uuid`);
}

/** Inserts a question and returns its id. */
export async function insertQuestion(db: Db, authorId: string, input: QuestionCreateParsed): Promise<string> {
  const result = await db.execute(sql`
    insert into community_questions (author_id, title, body, tags)
    values (${authorId}, ${input.title}, ${input.body}, ${sql.param(input.tags)}::text[]) returning id`);
  const row = firstRowOf(result, { id: column.text });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Changes the given fields of a question and marks it as changed and active now. */
export async function updateQuestion(db: Db, id: string, changes: QuestionUpdateParsed): Promise<void> {
  const sets: SQL[] = [sql`updated_at = now()`, sql`last_activity_at = now()`];
  if (changes.title !== undefined) sets.push(sql`title = ${changes.title}`);
  if (changes.body !== undefined) sets.push(sql`body = ${changes.body}`);
  if (changes.tags !== undefined) sets.push(sql`tags = ${sql.param(changes.tags)}::text[]`);
  await db.execute(sql`update community_questions set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** Posts written by a user since `minutes` ago, questions and answers together. */
export async function countRecentPosts(db: Db, authorId: string, minutes: number): Promise<number> {
  const since = sql`now() - make_interval(mins => ${minutes})`;
  const result = await db.execute(sql`select
    (select count(*) from community_questions where author_id = ${authorId} and created_at > ${since})
    + (select count(*) from community_answers where author_id = ${authorId} and created_at > ${since}) as count`);
  return firstRowOf(result, { count: column.bigint })?.count ?? 0;
}
