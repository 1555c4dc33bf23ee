import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ModuleBody } from './repository-content.ts';

/** A judgement as the waiting request reads it. */
export type JudgementRow = { status: 'queued' | 'done' | 'failed'; check_result: unknown; error: string | null };

/** A queued submission with its module's body, as the judge job reads it. */
export type PendingJudgement = { user_id: string; module_id: string; code: string; body: ModuleBody };

/** Finished judgements are deleted by the request that reads them; these ones lost their request. */
export async function deleteAbandonedJudgements(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    delete from learning_judgements
    where user_id = ${userId} and status <> 'queued' and updated_at < now() - interval '10 minutes'`);
}

/** Queues a judgement; undefined when the learner has one queued already (the partial unique index). */
export async function insertJudgement(
  db: Db,
  userId: string,
  moduleId: string,
  code: string,
): Promise<string | undefined> {
  const inserted = await db.execute<{ id: string }>(sql`
    insert into learning_judgements (user_id, module_id, code) values (${userId}, ${moduleId}, ${code})
    on conflict (user_id) where status = 'queued' do nothing
    returning id`);
  return inserted.rows[0]?.id;
}

export async function deleteJudgement(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from learning_judgements where id = ${id}`);
}

export async function readJudgement(db: Db, id: string): Promise<JudgementRow | undefined> {
  const result = await db.execute<JudgementRow>(
    sql`select status, check_result, error from learning_judgements where id = ${id}`,
  );
  return result.rows[0];
}

export async function pendingJudgement(db: Db, id: string): Promise<PendingJudgement | undefined> {
  const result = await db.execute<PendingJudgement>(sql`
    select j.user_id, j.module_id, j.code, m.body
    from learning_judgements j join learning_modules m on m.id = j.module_id
    where j.id = ${id} and j.status = 'queued'`);
  return result.rows[0];
}

/** Stores a queued judgement's outcome: its check, or the reason it failed. */
export async function finishJudgement(db: Db, id: string, check: string | null, error: string | null): Promise<void> {
  await db.execute(sql`
    update learning_judgements
    set status = ${check === null ? 'failed' : 'done'}, check_result = ${check}::jsonb, error = ${error}, updated_at = now()
    where id = ${id} and status = 'queued'`);
}
