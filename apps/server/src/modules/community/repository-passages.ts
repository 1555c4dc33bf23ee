/**
 * The community module's answer to "what has the board settled about these words?": questions
 * with an accepted or well-voted answer, as passages for the assistant's retrieval
 * (modules/ai/knowledge.ts), read through this service rather than from the tables by another module.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor as Db } from '../../db/client.ts';
import { column, rowsOf } from '../../db/rows.ts';

/** An unaccepted answer needs this score (up minus down votes) to count as settled. */
export const WELL_VOTED_SCORE = 3;

/** A question and its best settled answer. */
export interface AnswerPassage {
  questionId: string;
  title: string;
  tags: string[];
  answer: string;
  accepted: boolean;
  score: number;
}

const passageShape = {
  questionId: column.text,
  title: column.text,
  tags: column.array(column.text),
  answer: column.text,
  accepted: column.boolean,
  score: column.integer,
};

/**
 * Up to `limit` live questions matching any of `words` (stemmed, English), each with its accepted
 * answer or else its best answer scoring at least WELL_VOTED_SCORE; questions without one are left out.
 */
export async function answerPassages(db: Db, words: readonly string[], limit: number): Promise<AnswerPassage[]> {
  const terms = words.filter((word) => /^[\p{L}\p{N}]+$/u.test(word));
  if (terms.length === 0) return [];
  const result = await db.execute(sql`
    select q.id as "questionId", q.title, q.tags, a.body as answer, a.accepted, a.score
    from community_questions q, to_tsquery('english', ${terms.join(' | ')}) query,
      lateral (select a.body, a.id = q.accepted_answer_id as accepted, a.up_count - a.down_count as score
        from community_answers a
        where a.question_id = q.id and a.hidden_at is null
          and (a.id = q.accepted_answer_id or a.up_count - a.down_count >= ${WELL_VOTED_SCORE})
        order by a.id = q.accepted_answer_id desc, a.up_count - a.down_count desc limit 1) a
    where q.deleted_at is null and q.hidden_at is null and q.search @@ query
    order by ts_rank(q.search, query) desc, q.created_at desc
    limit ${limit}`);
  return rowsOf(result, passageShape);
}
