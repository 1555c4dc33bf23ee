import type { ModerationTargetType, QueueItem } from '@hammurabi/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { column, firstRowOf, rowsOf } from '../../db/rows.ts';

/**
 * Each kind of post as moderation reads it: its table, its author column, a short text to show
 * in the queue, and what makes it live (a deleted question, or a private snippet, cannot be
 * flagged: nobody but its author can read it).
 */
const TARGETS: Record<ModerationTargetType, { table: SQL; author: SQL; excerpt: SQL; live: SQL }> = {
  question: {
    table: sql`community_questions`,
    author: sql`author_id`,
    excerpt: sql`left(title, 200)`,
    live: sql`deleted_at is null`,
  },
  answer: {
    table: sql`community_answers`,
    author: sql`author_id`,
    excerpt: sql`left(body, 200)`,
    live: sql`exists (select 1 from community_questions q where q.id = question_id and q.deleted_at is null)`,
  },
  snippet: {
    table: sql`snippets`,
    author: sql`owner_id`,
    excerpt: sql`left(title, 200)`,
    live: sql`visibility = 'public'`,
  },
};

export interface TargetRow {
  author_id: string | null;
  hidden_at: Date | null;
}

/** A live post, locked until the transaction ends so flags and decisions on it queue; null when missing. */
export async function lockTarget(tx: DbExecutor, type: ModerationTargetType, id: string): Promise<TargetRow | null> {
  const target = TARGETS[type];
  const result = await tx.execute(sql`select ${target.author} as author_id, hidden_at from ${target.table}
    where id = ${id} and ${target.live} for update`);
  return firstRowOf(result, { author_id: column.nullable(column.text), hidden_at: column.nullable(column.timestamp) });
}

/** Records a flag; false when this person has an open flag on the post already. */
export async function insertFlag(
  tx: DbExecutor,
  flag: { type: ModerationTargetType; id: string; reporterId: string; reason: string; note: string | null },
): Promise<boolean> {
  const result = await tx.execute(sql`insert into moderation_flags (target_type, target_id, reporter_id, reason, note)
    values (${flag.type}, ${flag.id}, ${flag.reporterId}, ${flag.reason}, ${flag.note})
    on conflict (target_type, target_id, reporter_id) where resolved_at is null do nothing returning id`);
  return result.rows.length === 1;
}

/** Distinct people with an open flag on the post. */
export async function openFlagCount(tx: DbExecutor, type: ModerationTargetType, id: string): Promise<number> {
  const result = await tx.execute(sql`select count(distinct reporter_id)::int as count from moderation_flags
    where target_type = ${type} and target_id = ${id} and resolved_at is null`);
  return firstRowOf(result, { count: column.integer })?.count ?? 0;
}

/** Hides the post with the reason its author reads, or (null) shows it again. */
export async function setHidden(tx: DbExecutor, type: ModerationTargetType, id: string, reason: string | null) {
  const target = TARGETS[type];
  await tx.execute(sql`update ${target.table}
    set hidden_at = ${reason === null ? null : sql`now()`}, hidden_reason = ${reason} where id = ${id}`);
}

/**
 * Locks the question of an answer first, in the order the community module locks (question, then
 * answer), so a moderator's decision and an author's edit queue instead of deadlocking.
 */
export async function lockQuestionOfAnswer(tx: DbExecutor, answerId: string): Promise<void> {
  await tx.execute(sql`select 1 from community_questions
    where id = (select question_id from community_answers where id = ${answerId}) for update`);
}

/** The post's excerpt, kept in the audit entry of its deletion. */
export async function excerptOf(tx: DbExecutor, type: ModerationTargetType, id: string): Promise<string> {
  const target = TARGETS[type];
  const result = await tx.execute(sql`select ${target.excerpt} as excerpt from ${target.table} where id = ${id}`);
  return firstRowOf(result, { excerpt: column.text })?.excerpt ?? '';
}

/**
 * A moderator deletes a post as its author would: a question is marked deleted (its answers are
 * other people's and stay stored), an answer is removed with its votes and uncounted, a snippet
 * is removed (forks keep their copies).
 */
export async function deletePost(tx: DbExecutor, type: ModerationTargetType, id: string): Promise<void> {
  if (type === 'question') {
    await tx.execute(sql`update community_questions set deleted_at = now() where id = ${id}`);
  } else if (type === 'answer') {
    await tx.execute(sql`delete from community_votes where target_type = 'answer' and target_id = ${id}`);
    await tx.execute(sql`with gone as (delete from community_answers where id = ${id} returning question_id)
      update community_questions set answer_count = answer_count - 1 where id = (select question_id from gone)`);
  } else {
    await tx.execute(sql`delete from snippets where id = ${id}`);
  }
}

/** A moderator decided: every open flag of the post is resolved. */
export async function resolveFlags(tx: DbExecutor, type: ModerationTargetType, id: string): Promise<void> {
  await tx.execute(sql`update moderation_flags set resolved_at = now()
    where target_type = ${type} and target_id = ${id} and resolved_at is null`);
}

/** The author's address for the audit entry; null when the account is gone. */
export async function emailOf(tx: DbExecutor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const result = await tx.execute(sql`select email from auth_users where id = ${userId}`);
  return firstRowOf(result, { email: column.text })?.email ?? null;
}

const queueOf = (type: ModerationTargetType) => {
  const target = TARGETS[type];
  return sql`select ${type}::text as target_type, t.id::text as target_id, ${target.excerpt} as excerpt,
      t.${target.author}::text as author_id, u.email as author_email, t.hidden_reason,
      count(distinct f.reporter_id)::int as flag_count,
      array_agg(distinct f.reason) as reasons,
      coalesce(array_agg(f.note) filter (where f.note is not null), '{}') as notes,
      min(f.created_at) as first_flagged_at
    from moderation_flags f join ${target.table} t on t.id = f.target_id
    left join auth_users u on u.id = t.${target.author}
    where f.target_type = ${type} and f.resolved_at is null
    group by t.id, u.email`;
};

/** Posts with open flags, hidden ones and the most flagged first, then the oldest flag first; at most 100. */
export async function openQueue(db: Db): Promise<QueueItem[]> {
  const result = await db.execute(sql`select * from (${queueOf('question')} union all ${queueOf('answer')}
    union all ${queueOf('snippet')}) queue
    order by hidden_reason is null, flag_count desc, first_flagged_at limit 100`);
  return rowsOf(result, {
    target_type: column.oneOf('question', 'answer', 'snippet'),
    target_id: column.text,
    excerpt: column.text,
    author_id: column.nullable(column.text),
    author_email: column.nullable(column.text),
    hidden_reason: column.nullable(column.text),
    flag_count: column.integer,
    reasons: column.array(column.text),
    notes: column.array(column.text),
    first_flagged_at: column.timestamp,
  }).map((row) => ({ ...row, first_flagged_at: row.first_flagged_at.toISOString() }));
}
