import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { column, firstRowOf, rowsOf, type RowOf } from '../../db/rows.ts';

/**
 * One word's questions from `community_search_terms`, newest first (creation time, then id, both
 * descending, the index's order): the time in seconds since 1970, the question as an ordinal of
 * `QuestionIds` and the stored weight (0 for a tag).
 */
export interface WordList {
  times: Float64Array;
  ordinals: Int32Array;
  weights: Float32Array;
}

/** A question matched by a search: where it stands newest first, and its rank. */
export interface Match {
  time: number;
  ordinal: number;
  rank: number;
}

/** The stems of the typed words and the lists a search reads, all of one version of the index. */
export interface WordListsRead {
  version: string;
  /** The questions' ids by ordinal (a drop makes a new table, so this one stays right for these lists). */
  ids: QuestionIds;
  /** Per typed word: its stem list (null when PostgreSQL makes no single search word of it) and its tag list. */
  words: Array<{ stem: WordList | null; tag: WordList }>;
}

// At most this many entries (16 bytes each: about 64 MB) in memory; past it every list is dropped.
const MAX_ENTRIES = 4_000_000;
// Reads of lists and scores in the background: one at a time, each followed by a pause as long as
// itself, so a burst of new words leaves most of the machine to the searches; at most this many
// words wait their turn.
const MAX_READING = 1;
const MAX_WAITING = 500;
// A typed word's stem never changes (the text search configuration is fixed); this many are kept.
const MAX_STEMS = 50_000;

/**
 * One list in the index's order as bytes, one aggregate pass over it: per question its id (16
 * bytes), its time as seconds since 1970 in a double (distinct microseconds stay distinct and in
 * order, which is all the lists compare) and, for words, its weight as a float4. Bytes cost
 * PostgreSQL half of what text does and Node less still.
 */
const listBytes = (term: SQL, kind: number) => sql`select string_agg(uuid_send(t.question_id)
    || float8send(date_part('epoch', t.created_at))${kind === 0 ? sql` || float4send(t.weight)` : sql``}, ''::bytea
    order by t.created_at desc, t.question_id desc)
  from community_search_terms t where t.term = ${term} and t.kind = ${kind}`;
const WORD_ENTRY = 28;
const TAG_ENTRY = 24;
// List entries parsed between two turns of the event loop.
const SLICE = 2_048;
// A changed score: the question's id and its score as an int4.
const CHANGE_ENTRY = 20;

const version = sql`(select version::text from community_search_version where id = 1)`;
const scoresVersion = sql`(select scores::text from community_search_version where id = 1)`;

/**
 * Reads the stem of each typed word and, in the same snapshot, the word index's version and the
 * stem's and the tag's lists (one round trip).
 */
const readLists = preparedStatement(sql`
  with typed as (select word, ordinality from unnest(${sql.placeholder('words')}::text[]) with ordinality word),
    stems as (select typed.word, typed.ordinality,
        case when numnode(tsq) = 1 then (tsvector_to_array(tsq::text::tsvector))[1] end as stem
      from typed, websearch_to_tsquery('english', typed.word) tsq)
  select ${version} as version, s.word, s.stem, (${listBytes(sql`s.stem`, 0)}) as words, (${listBytes(sql`s.word`, 1)}) as tags
  from stems s order by s.ordinality`);

/** The score (up minus down) of every question of a stem's and a tag's lists, in the lists' order, as int4s. */
const scoreBytes = (term: SQL, kind: number) => sql`(select string_agg(int4send(q.up_count - q.down_count), ''::bytea
    order by t.created_at desc, t.question_id desc)
  from community_search_terms t join community_questions q on q.id = t.question_id
  where t.term = ${term} and t.kind = ${kind})`;
const readScores = preparedStatement(sql`
  select ${version} as version, ${scoresVersion} as scores,
    ${scoreBytes(sql`${sql.placeholder('stem')}`, 0)} as stem_scores, ${scoreBytes(sql`${sql.placeholder('word')}`, 1)} as tag_scores`);

// Past this many changed scores it is cheaper to read a word's scores again than the changes.
const MAX_CHANGES = 5_000;

/** The questions whose score changed after version `since` (id, then score as an int4), and the version now. */
const readChanges = preparedStatement(sql`
  select ${scoresVersion} as scores, count(*)::int as changed,
    string_agg(uuid_send(q.id) || int4send(q.up_count - q.down_count), ''::bytea) as changes
  from (select id, up_count, down_count from community_questions
    where score_version > ${sql.placeholder('since')}::bigint limit ${MAX_CHANGES + 1}) q`);

const listRowShape = {
  version: column.text,
  word: column.text,
  stem: column.nullable(column.text),
  words: column.nullable(column.bytes),
  tags: column.nullable(column.bytes),
};

/**
 * The questions of the held lists, each given an ordinal: ids are kept as 16 bytes each and found
 * by a number made of their first 53 bits (checked against all 16 bytes), so reading a list costs
 * no string per entry. A question's id as text is made only for the page's cards.
 */
export class QuestionIds {
  private bytes = Buffer.alloc(16 * 4096);
  private count = 0;
  private readonly byKey = new Map<number, number>();
  // Ids whose first 53 bits another id already has, by hex (practically never used).
  private readonly byHex = new Map<string, number>();

  get size(): number {
    return this.count;
  }

  /** The ordinal of the id at `at` in `source`, or undefined when it has none. */
  find(source: Buffer, at: number): number | undefined {
    const ordinal = this.byKey.get(keyOf(source, at));
    if (ordinal === undefined || this.matches(ordinal, source, at)) return ordinal;
    return this.byHex.get(source.toString('hex', at, at + 16));
  }

  /** The ordinal of the id at `at` in `source`, given one if it has none. */
  ordinalOf(source: Buffer, at: number): number {
    const found = this.find(source, at);
    if (found !== undefined) return found;
    if ((this.count + 1) * 16 > this.bytes.length) {
      const grown = Buffer.alloc(this.bytes.length * 2);
      this.bytes.copy(grown);
      this.bytes = grown;
    }
    const ordinal = this.count++;
    source.copy(this.bytes, ordinal * 16, at, at + 16);
    const key = keyOf(source, at);
    if (this.byKey.has(key)) this.byHex.set(source.toString('hex', at, at + 16), ordinal);
    else this.byKey.set(key, ordinal);
    return ordinal;
  }

  /** The id as 32 hex digits (PostgreSQL reads it as a uuid). */
  hex(ordinal: number): string {
    return this.bytes.toString('hex', ordinal * 16, ordinal * 16 + 16);
  }

  /** Orders two questions by id as PostgreSQL orders uuids (byte by byte). */
  compare(first: number, second: number): number {
    return this.bytes.compare(this.bytes, second * 16, second * 16 + 16, first * 16, first * 16 + 16);
  }

  private matches(ordinal: number, source: Buffer, at: number): boolean {
    return source.compare(this.bytes, ordinal * 16, ordinal * 16 + 16, at, at + 16) === 0;
  }
}

const keyOf = (source: Buffer, at: number) =>
  source.readUInt32BE(at) * 2_097_152 + (source.readUInt32BE(at + 4) >>> 11);

/**
 * The word index's lists of the words people search for, held in this process's memory for one
 * version of the index (`community_search_version`, which every question write advances). A
 * search of one or two plain words then finds, ranks and counts its matches here; PostgreSQL only
 * writes the page's cards, and that statement reads the version again: when it is not the one the
 * lists were read at, they are dropped and read anew, so a page is always what the index holds in
 * the snapshot of its cards. Votes, views and answers leave the version, and so the lists, alone.
 *
 * For the votes order the scores of a list's questions are read once and then kept current by
 * reading the questions whose score changed since (`score_version`, stamped in commit order).
 */
export class WordLists {
  private version: string | null = null;
  private readonly lists = new Map<string, WordList>();
  private readonly stems = new Map<string, string | null>();
  private readonly pending = new Map<string, Promise<void>>();
  private ids = new QuestionIds();
  private entries = 0;
  private scoresVersion: string | null = null;
  private scores = new Int32Array(1024);
  private scored = new WeakSet<WordList>();
  private scoresQueue: Promise<void> = Promise.resolve();
  private readonly pendingScores = new Map<string, Promise<void>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private stopped = false;

  /** How many list entries this process holds (each 16 bytes). */
  get entriesHeld(): number {
    return this.entries;
  }

  /**
   * The stem and tag lists of `words` (lower-cased plain words) at one version of the index, if
   * this process holds them all. Else null: the request is answered the SQL way while the missing
   * lists are read in the background (`MAX_READING` at a time, none twice), so a
   * search never waits for lists and a burst of new words never crowds out other statements.
   */
  read(db: Db, words: string[]): WordListsRead | null {
    const missing = words.filter((word) => !this.holds(word));
    if (missing.length === 0) {
      return { version: this.version!, ids: this.ids, words: words.map((word) => this.listsOf(word)) };
    }
    const unread = missing.filter((word) => !this.pending.has(word));
    if (unread.length > 0) this.inBackground(this.pending, unread, () => this.load(db, unread));
    return null;
  }

  /**
   * The scores of every question in the lists of `read` (from `read(db, words)`), indexed by
   * ordinal, and the scores version they are current at, if all are held. Else null, and the
   * missing ones are read in the background as lists are.
   */
  scoresOf(db: Db, read: WordListsRead, words: string[]): { scores: Int32Array; version: string } | null {
    if (read.version !== this.version) return null;
    const unscored = words.filter((_word, index) => {
      const { stem, tag } = read.words[index]!;
      return (stem && !this.scored.has(stem)) || !this.scored.has(tag);
    });
    if (unscored.length === 0) return { scores: this.scores, version: this.scoresVersion! };
    for (const word of unscored) {
      if (this.pendingScores.has(word)) continue;
      const lists = read.words[words.indexOf(word)]!;
      this.inBackground(this.pendingScores, [word], () => this.loadScores(db, lists, word));
    }
    return null;
  }

  /** Stops reading: reads waiting their turn are dropped, and the one running is waited for. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const start of this.waiting.splice(0)) start();
    await this.settled();
  }

  /** Waits for every read in the background to end. */
  async settled(): Promise<void> {
    while (this.pending.size + this.pendingScores.size > 0) {
      await Promise.allSettled([...this.pending.values(), ...this.pendingScores.values()]);
    }
  }

  /**
   * Queues `work` for `words` to run when fewer than `MAX_READING` reads are running (in the
   * order asked); past `MAX_WAITING` words waiting it is not queued, and a later search asks again.
   * A failed read is simply tried again by a later search.
   */
  private inBackground(pending: Map<string, Promise<void>>, words: string[], work: () => Promise<void>): void {
    if (this.stopped || this.pending.size + this.pendingScores.size >= MAX_WAITING) return;
    let started = performance.now();
    const reading = this.turn().then(() => {
      started = performance.now();
      return this.stopped ? undefined : work();
    });
    const finished = () => {
      words.forEach((word) => pending.get(word) === reading && pending.delete(word));
      // The next read waits as long as this one took: reading takes at most half of one core.
      setTimeout(() => {
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      }, performance.now() - started).unref();
    };
    reading.then(finished, finished);
    for (const word of words) pending.set(word, reading);
  }

  /** Resolves when a read may start. */
  private turn(): Promise<void> {
    if (this.running < MAX_READING) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Brings the held scores to the version a page's statement saw (`version`), if they are older. */
  async scoresChanged(db: Db, version: string): Promise<void> {
    await this.exclusively(async () => {
      const held = this.scoresVersion;
      if (held === null || BigInt(version) <= BigInt(held)) return;
      const changes = await this.changesSince(db, held);
      if (this.scoresVersion === held) this.apply(changes);
    });
  }

  /** Reads one word's scores; they are taken with the changes since, so all held scores stay at one version. */
  private async loadScores(db: Db, lists: { stem: WordList | null; tag: WordList }, word: string): Promise<void> {
    const row = firstRowOf(await readScores(db, { stem: this.stems.get(word) ?? '', word }), {
      version: column.text,
      scores: column.text,
      stem_scores: column.nullable(column.bytes),
      tag_scores: column.nullable(column.bytes),
    });
    // The lists this read was asked for must still be the ones held (a drop replaces them).
    const held = () =>
      (!lists.stem || this.lists.get(`0:${this.stems.get(word)}`) === lists.stem) &&
      this.lists.get(`1:${word}`) === lists.tag;
    if (!row || row.version !== this.version || !held()) return;
    await this.exclusively(async () => {
      const heldVersion = this.scoresVersion;
      const since =
        heldVersion === null || heldVersion === row.scores
          ? null
          : BigInt(row.scores) < BigInt(heldVersion)
            ? row.scores
            : heldVersion;
      const changes = since === null ? null : await this.changesSince(db, since);
      // Nothing below awaits: no request sees these scores half taken.
      if (row.version !== this.version || this.scoresVersion !== heldVersion || !held()) return;
      const fits = (list: WordList, values: Buffer | null) => (values?.length ?? 0) === list.ordinals.length * 4;
      if ((lists.stem && !fits(lists.stem, row.stem_scores)) || !fits(lists.tag, row.tag_scores)) return;
      if (lists.stem) this.setScores(lists.stem, row.stem_scores);
      this.setScores(lists.tag, row.tag_scores);
      if (changes === null) this.scoresVersion = row.scores;
      else if (!this.apply(changes)) return;
      if (lists.stem) this.scored.add(lists.stem);
      this.scored.add(lists.tag);
    });
  }

  /**
   * Runs `work` after every earlier one: scores change in one place at a time, so a slow reader
   * can never write older scores over newer ones.
   */
  private exclusively<T>(work: () => Promise<T>): Promise<T> {
    const result = this.scoresQueue.then(work);
    this.scoresQueue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Forgets every list read before `version` (a page's statement saw a newer one). */
  outdated(version: string): void {
    if (this.version === null || BigInt(version) > BigInt(this.version)) this.drop(version);
  }

  private async load(db: Db, words: string[]): Promise<void> {
    const rows = rowsOf(await readLists(db, { words }), listRowShape);
    const version = rows[0]?.version;
    if (version === undefined) return;
    if (this.version !== version) {
      // A read of an older version than the one held (another request read later) is no use.
      if (this.version !== null && BigInt(version) < BigInt(this.version)) return;
      this.drop(version);
    }
    // Parsed a slice at a time (`list`), so a long list never holds up the searches meanwhile;
    // the lists are taken only if nothing was dropped in between.
    const ids = this.ids;
    const parsed: Array<[RowOf<typeof listRowShape>, WordList | null, WordList]> = [];
    for (const row of rows) {
      parsed.push([
        row,
        row.stem === null ? null : await this.list(row.words, WORD_ENTRY),
        await this.list(row.tags, TAG_ENTRY),
      ]);
    }
    if (this.ids !== ids || this.version !== version) return;
    for (const [row, stemList, tagList] of parsed) this.store(row, stemList, tagList);
    if (this.entries > MAX_ENTRIES) this.drop(version);
  }

  /** The scores changed after version `since`, and the version they bring the held ones to. */
  private async changesSince(db: Db, since: string): Promise<{ version: string; changed: number; bytes: Buffer }> {
    const row = firstRowOf(await readChanges(db, { since }), {
      scores: column.text,
      changed: column.integer,
      changes: column.nullable(column.bytes),
    });
    if (!row) throw new Error('the score changes statement returned no row');
    return { version: row.scores, changed: row.changed, bytes: row.changes ?? Buffer.alloc(0) };
  }

  /**
   * Takes changed scores. Past `MAX_CHANGES` (only the first were read) every held score is
   * forgotten instead and read again when needed; false then.
   */
  private apply(changes: { version: string; changed: number; bytes: Buffer }): boolean {
    if (changes.changed > MAX_CHANGES) {
      this.scored = new WeakSet();
      this.scoresVersion = null;
      return false;
    }
    for (let at = 0; at + CHANGE_ENTRY <= changes.bytes.length; at += CHANGE_ENTRY) {
      const ordinal = this.ids.find(changes.bytes, at);
      if (ordinal !== undefined) this.scores[ordinal] = changes.bytes.readInt32BE(at + 16);
    }
    this.scoresVersion = changes.version;
    return true;
  }

  /** Writes a list's scores (int4s in its order, as many as the list has questions). */
  private setScores(list: WordList, values: Buffer | null): void {
    if (this.scores.length < this.ids.size) {
      const grown = new Int32Array(Math.max(this.ids.size, this.scores.length * 2));
      grown.set(this.scores);
      this.scores = grown;
    }
    list.ordinals.forEach((ordinal, index) => (this.scores[ordinal] = values!.readInt32BE(index * 4)));
  }

  private holds(word: string): boolean {
    const stem = this.stems.get(word);
    if (stem === undefined || !this.lists.has(`1:${word}`)) return false;
    return stem === null || this.lists.has(`0:${stem}`);
  }

  private listsOf(word: string): { stem: WordList | null; tag: WordList } {
    const stem = this.stems.get(word) ?? null;
    return { stem: stem === null ? null : this.lists.get(`0:${stem}`)!, tag: this.lists.get(`1:${word}`)! };
  }

  /** Takes a word's lists; a list already held (two typed words of one stem) is kept, with its scores. */
  private store(row: RowOf<typeof listRowShape>, stemList: WordList | null, tagList: WordList): void {
    if (this.stems.size >= MAX_STEMS) this.stems.clear();
    this.stems.set(row.word, row.stem);
    for (const [key, list] of [
      [`0:${row.stem}`, row.stem === null ? null : stemList],
      [`1:${row.word}`, tagList],
    ] as const) {
      if (!list || this.lists.has(key)) continue;
      this.lists.set(key, list);
      this.entries += list.times.length;
    }
  }

  /**
   * A list from its bytes (`listBytes`), its questions given ordinals in `ids`. Every `SLICE`
   * entries it lets other work run: a list of 14,000 questions takes Node a few milliseconds.
   */
  private async list(bytes: Buffer | null, entry: number): Promise<WordList> {
    const size = bytes ? Math.floor(bytes.length / entry) : 0;
    const list: WordList = {
      times: new Float64Array(size),
      ordinals: new Int32Array(size),
      weights: new Float32Array(size),
    };
    const ids = this.ids;
    for (let index = 0; index < size; index++) {
      if (index % SLICE === SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
      const at = index * entry;
      list.ordinals[index] = ids.ordinalOf(bytes!, at);
      list.times[index] = bytes!.readDoubleBE(at + 16);
      list.weights[index] = entry === WORD_ENTRY ? bytes!.readFloatBE(at + 24) : 0;
    }
    return list;
  }

  private drop(version: string): void {
    this.version = version;
    this.lists.clear();
    this.ids = new QuestionIds();
    this.entries = 0;
    this.scoresVersion = null;
    this.scores = new Int32Array(1024);
    this.scored = new WeakSet();
  }
}

/** Whether question `a` comes before `b` newest first: later time, then the larger id (the index's order). */
function newer(aTime: number, aOrdinal: number, bTime: number, bOrdinal: number, ids: QuestionIds): boolean {
  return aTime > bTime || (aTime === bTime && ids.compare(aOrdinal, bOrdinal) > 0);
}

/** The questions in both lists, newest first, at most `cap`, each with the sum of its two weights. */
export function bothWords(first: WordList, second: WordList, ids: QuestionIds, cap: number): WordList {
  const size = Math.min(first.times.length, second.times.length, cap);
  const both: WordList = {
    times: new Float64Array(size),
    ordinals: new Int32Array(size),
    weights: new Float32Array(size),
  };
  let found = 0;
  let i = 0;
  let j = 0;
  while (found < size && i < first.times.length && j < second.times.length) {
    const ordinal = first.ordinals[i]!;
    if (ordinal === second.ordinals[j]) {
      both.times[found] = first.times[i]!;
      both.ordinals[found] = ordinal;
      // Stored as a float4 sum, as PostgreSQL adds two real weights.
      both.weights[found++] = first.weights[i++]! + second.weights[j++]!;
    } else if (newer(first.times[i]!, ordinal, second.times[j]!, second.ordinals[j]!, ids)) i++;
    else j++;
  }
  return {
    times: both.times.subarray(0, found),
    ordinals: both.ordinals.subarray(0, found),
    weights: both.weights.subarray(0, found),
  };
}

/**
 * Visits the questions in `words` (a stem's list, or two stems' common list) or in any of `tags`,
 * newest first, until `visit` returns false. The rank is what the word index's SQL gives: the
 * stored weight, plus 0.5 when a tag matched (once, however many tags did).
 */
export function forEachMatch(
  words: WordList | null,
  tags: WordList[],
  ids: QuestionIds,
  visit: (time: number, ordinal: number, rank: number) => boolean,
): void {
  const lists = (words ? [words, ...tags] : tags).filter((list) => list.times.length > 0);
  if (lists.length === 1) {
    // Most words are no tag: their own list, as stored.
    const [list] = lists as [WordList];
    const tagged = list === words ? 0 : 0.5;
    for (let at = 0; at < list.times.length; at++) {
      if (!visit(list.times[at]!, list.ordinals[at]!, list === words ? list.weights[at]! : tagged)) return;
    }
    return;
  }
  const positions = lists.map(() => 0);
  for (;;) {
    let best = -1;
    for (let index = 0; index < lists.length; index++) {
      const list = lists[index]!;
      const at = positions[index]!;
      if (at >= list.times.length) continue;
      const head = lists[best];
      if (
        !head ||
        newer(list.times[at]!, list.ordinals[at]!, head.times[positions[best]!]!, head.ordinals[positions[best]!]!, ids)
      ) {
        best = index;
      }
    }
    if (best < 0) return;
    const time = lists[best]!.times[positions[best]!]!;
    const ordinal = lists[best]!.ordinals[positions[best]!]!;
    let weight = 0;
    let tagged = false;
    for (let index = 0; index < lists.length; index++) {
      const list = lists[index]!;
      const at = positions[index]!;
      if (at >= list.times.length || list.ordinals[at] !== ordinal) continue;
      if (list === words) weight = list.weights[at]!;
      else tagged = true;
      positions[index] = at + 1;
    }
    if (!visit(time, ordinal, weight + (tagged ? 0.5 : 0))) return;
  }
}

/** The newest `cap` matches (`forEachMatch`). */
export function matchesOf(words: WordList | null, tags: WordList[], ids: QuestionIds, cap: number): Match[] {
  const matches: Match[] = [];
  if (cap > 0) forEachMatch(words, tags, ids, (time, ordinal, rank) => matches.push({ time, ordinal, rank }) < cap);
  return matches;
}

/** A ranked page: the newest `candidates` matches by rank, then newest first, from `offset`. */
export function rankedPage(
  matches: Match[],
  ids: QuestionIds,
  candidates: number,
  limit: number,
  offset: number,
): Match[] {
  return matches
    .slice(0, candidates)
    .sort((a, b) => b.rank - a.rank || (newer(a.time, a.ordinal, b.time, b.ordinal, ids) ? -1 : 1))
    .slice(offset, offset + limit);
}

/**
 * The first `count` matches (`forEachMatch`) by score, highest first, newest first among equal
 * scores as the votes order sorts (matches come newest first, so the earlier of two equal scores
 * stays first), and how many matches there are.
 */
export function topByScore(
  words: WordList | null,
  tags: WordList[],
  ids: QuestionIds,
  scores: Int32Array,
  count: number,
): { ordinals: number[]; matches: number } {
  const top: number[] = [];
  let matches = 0;
  const most = [words, ...tags].reduce((sum, list) => sum + (list?.times.length ?? 0), 0);
  if (count * 8 >= most) {
    // A deep page (or a short list): a stable sort of all the matches costs less than inserting.
    forEachMatch(words, tags, ids, (_time, ordinal) => top.push(ordinal) > 0);
    return { ordinals: top.sort((a, b) => scores[b]! - scores[a]!).slice(0, count), matches: top.length };
  }
  forEachMatch(words, tags, ids, (_time, ordinal) => {
    matches++;
    const score = scores[ordinal]!;
    if (count === 0 || (top.length === count && score <= scores[top[count - 1]!]!)) return true;
    // After every kept match of the same or a higher score: those are newer.
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (scores[top[middle]!]! >= score) low = middle + 1;
      else high = middle;
    }
    top.splice(low, 0, ordinal);
    if (top.length > count) top.pop();
    return true;
  });
  return { ordinals: top, matches };
}
