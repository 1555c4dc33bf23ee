import type { QuestionCreateParsed, QuestionUpdateParsed, Vote } from '@hammurabi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { column, firstRowOf } from '../../db/rows.ts';

/** What the write paths need to know about a question they hold locked. */
export interface LockedQuestion {
  id: string;
  author_id: string | null;
  answer_count: number;
  accepted_answer_id: string | null;
}

/**
 * Locks a live question for the rest of the transaction. Every change to its answers, counts or
 * accepted answer takes this lock first, so concurrent writers queue instead of racing.
 */
export async function lockQuestion(db: Db, id: string): Promise<LockedQuestion | null> {
  const result = await db.execute(sql`
    select id, author_id, answer_count, accepted_answer_id from community_questions
    where id = ${id} and deleted_at is null for update`);
  return firstRowOf(result, {
    id: column.text,
    author_id: column.nullable(column.text),
    answer_count: column.integer,
    accepted_answer_id: column.nullable(column.text),
  });
}

/** An answer and the question it belongs to (which must still be live), without locking. */
export async function findAnswerOwner(
  db: Db,
  id: string,
): Promise<{ id: string; question_id: string; author_id: string | null } | null> {
  const result = await db.execute(sql`
    select a.id, a.question_id, a.author_id from community_answers a
    join community_questions q on q.id = a.question_id and q.deleted_at is null
    where a.id = ${id}`);
  return firstRowOf(result, { id: column.text, question_id: column.text, author_id: column.nullable(column.text) });
}

/** Inserts an answer, counts it on its question and marks the question active; returns its id. */
export async function insertAnswer(db: Db, questionId: string, authorId: string, body: string): Promise<string> {
  const result = await db.execute(sql`
    insert into community_answers (question_id, author_id, body) values (${questionId}, ${authorId}, ${body})
    returning id`);
  await db.execute(sql`update community_questions
    set answer_count = answer_count + 1, last_activity_at = now() where id = ${questionId}`);
  const row = firstRowOf(result, { id: column.text });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Changes an answer's text and marks its question active. */
export async function updateAnswer(db: Db, id: string, questionId: string, body: string): Promise<void> {
  await db.execute(sql`update community_answers set body = ${body}, updated_at = now() where id = ${id}`);
  await db.execute(sql`update community_questions set last_activity_at = now() where id = ${questionId}`);
}

/** Deletes an answer with its votes and uncounts it (an accepted mark on it is cleared by the key). */
export async function deleteAnswer(db: Db, id: string, questionId: string): Promise<void> {
  await db.execute(sql`delete from community_votes where target_type = 'answer' and target_id = ${id}`);
  await db.execute(sql`delete from community_answers where id = ${id}`);
  await db.execute(sql`update community_questions set answer_count = answer_count - 1 where id = ${questionId}`);
}

/** Removes a question without answers, with its votes. */
export async function hardDeleteQuestion(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from community_votes where target_type = 'question' and target_id = ${id}`);
  await db.execute(sql`delete from community_questions where id = ${id}`);
}

/** Hides a question that has answers; the rows stay so nobody's answer is lost. */
export async function softDeleteQuestion(db: Db, id: string): Promise<void> {
  await db.execute(sql`update community_questions set deleted_at = now() where id = ${id}`);
}

/** Sets or clears the accepted answer. */
export async function setAcceptedAnswer(db: Db, questionId: string, answerId: string | null): Promise<void> {
  await db.execute(sql`update community_questions
    set accepted_answer_id = ${answerId}::uuid, last_activity_at = now() where id = ${questionId}`);
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

/** Counts a page view unless the viewer is the author; false when the question is missing, deleted or hidden from the viewer. */
export async function countView(db: Db, id: string, viewerId: string | null): Promise<boolean> {
  const result = await db.execute(sql`
    with live as (select id, author_id from community_questions where id = ${id} and deleted_at is null
        and (hidden_at is null or author_id = ${viewerId}::uuid)),
      counted as (update community_questions q set view_count = q.view_count + 1 from live
        where q.id = live.id and live.author_id is distinct from ${viewerId}::uuid returning q.id)
    select exists (select from live) as found, (select count(*) from counted) as counted`);
  return firstRowOf(result, { found: column.boolean, counted: column.bigint })?.found ?? false;
}

const voteTables = { question: sql`community_questions`, answer: sql`community_answers` } as const;

/** Locks the voted post so two votes by one person queue; null when it is missing or deleted. */
export async function lockVoteTarget(db: Db, vote: Vote): Promise<{ author_id: string | null } | null> {
  const result =
    vote.target_type === 'question'
      ? await db.execute(sql`select author_id from community_questions
          where id = ${vote.target_id} and deleted_at is null for update`)
      : await db.execute(sql`select a.author_id from community_answers a
          join community_questions q on q.id = a.question_id and q.deleted_at is null
          where a.id = ${vote.target_id} for update of a`);
  return firstRowOf(result, { author_id: column.nullable(column.text) });
}

const voteKey = (userId: string, vote: Vote) =>
  sql`user_id = ${userId} and target_type = ${vote.target_type} and target_id = ${vote.target_id}`;

/** The caller's current vote on the post: 1, -1 or 0 for none. */
export async function findVote(db: Db, userId: string, vote: Vote): Promise<number> {
  const existing = await db.execute(sql`select value from community_votes where ${voteKey(userId, vote)}`);
  return firstRowOf(existing, { value: column.integer })?.value ?? 0;
}

/** Stores the caller's vote (`vote.value` 1 or -1), or removes it (0). */
export async function storeVote(db: Db, userId: string, vote: Vote): Promise<void> {
  if (vote.value === 0) {
    await db.execute(sql`delete from community_votes where ${voteKey(userId, vote)}`);
    return;
  }
  await db.execute(sql`
    insert into community_votes (user_id, target_type, target_id, value)
    values (${userId}, ${vote.target_type}, ${vote.target_id}, ${vote.value})
    on conflict (user_id, target_type, target_id) do update set value = excluded.value, created_at = now()`);
}

/** Moves the post's cached up and down counts; answers them after the change. */
export async function adjustVoteCounts(
  db: Db,
  vote: Vote,
  upDelta: number,
  downDelta: number,
): Promise<{ up_count: number; down_count: number } | null> {
  const counts = await db.execute(sql`update ${voteTables[vote.target_type]}
    set up_count = up_count + ${upDelta}, down_count = down_count + ${downDelta}
    where id = ${vote.target_id} returning up_count, down_count`);
  return firstRowOf(counts, { up_count: column.integer, down_count: column.integer });
}
