import type { Vote, VoteResult } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { column, firstRowOf } from '../../db/rows.ts';
import { answerNotFound, assertAllowed, questionNotFound } from './policy.ts';

const tables = { question: sql`community_questions`, answer: sql`community_answers` } as const;

/** Locks the voted post so two votes by one person queue; null when it is missing or deleted. */
async function lockTarget(db: DbExecutor, vote: Vote): Promise<{ author_id: string | null } | null> {
  const result =
    vote.target_type === 'question'
      ? await db.execute(sql`select author_id from community_questions
          where id = ${vote.target_id} and deleted_at is null for update`)
      : await db.execute(sql`select a.author_id from community_answers a
          join community_questions q on q.id = a.question_id and q.deleted_at is null
          where a.id = ${vote.target_id} for update of a`);
  return firstRowOf(result, { author_id: column.nullable(column.text) });
}

/**
 * Casts, changes or withdraws the caller's vote and adjusts the post's cached counts in the same
 * transaction. The post row is locked first, so a double click sent as two concurrent requests
 * runs one after the other: the second finds the first's vote and changes nothing.
 */
export async function castVote(db: Db, userId: string, vote: Vote): Promise<VoteResult> {
  return db.transaction(async (transaction) => {
    const target = await lockTarget(transaction, vote);
    if (!target) throw vote.target_type === 'question' ? questionNotFound() : answerNotFound();
    assertAllowed({ author: target.author_id ? { id: target.author_id } : null }, userId, 'canVote');
    const key = sql`user_id = ${userId} and target_type = ${vote.target_type} and target_id = ${vote.target_id}`;
    const existing = await transaction.execute(sql`select value from community_votes where ${key}`);
    const previous = firstRowOf(existing, { value: column.integer })?.value ?? 0;
    if (vote.value === 0) {
      await transaction.execute(sql`delete from community_votes where ${key}`);
    } else if (previous !== vote.value) {
      await transaction.execute(sql`
        insert into community_votes (user_id, target_type, target_id, value)
        values (${userId}, ${vote.target_type}, ${vote.target_id}, ${vote.value})
        on conflict (user_id, target_type, target_id) do update set value = excluded.value, created_at = now()`);
    }
    const upDelta = Number(vote.value === 1) - Number(previous === 1);
    const downDelta = Number(vote.value === -1) - Number(previous === -1);
    const counts = await transaction.execute(sql`update ${tables[vote.target_type]}
      set up_count = up_count + ${upDelta}, down_count = down_count + ${downDelta}
      where id = ${vote.target_id} returning up_count, down_count`);
    const updated = firstRowOf(counts, { up_count: column.integer, down_count: column.integer });
    if (!updated) throw new Error('the voted post disappeared while locked');
    const { up_count: upvotes, down_count: downvotes } = updated;
    return { ...vote, upvotes, downvotes, score: upvotes - downvotes };
  });
}
