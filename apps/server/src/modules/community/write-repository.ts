import { sql } from 'drizzle-orm';
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
