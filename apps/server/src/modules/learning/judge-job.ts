/**
 * The exercise judge as a kind of background job: a plain handler that any process working on
 * the job queue can register (`app.jobs.register(JUDGE_JOB_KIND, judgeJobHandler(db, notifier))`).
 * It runs the submitted code against every test of the exercise in the sandbox, stores the
 * learner's progress from its own verdict and tells the waiting request (NOTIFY).
 */
import type { ModuleBody } from './content-sync.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../db/notifier.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import { activityRecorded } from '../../events/activity.ts';
import { runTests } from '../judge/run-tests.ts';
import { exerciseCheck, judgingOrder } from './checks.ts';
import { upsertProgress } from './repository.ts';

export const JUDGE_JOB_KIND = 'learning.judge';
/** The channel a finished judgement's id is announced on. */
export const JUDGED_CHANNEL = 'hammurabi_learning_judged';

export interface JudgeJobPayload {
  judgement_id: string;
}

type PendingJudgement = {
  user_id: string;
  module_id: string;
  code: string;
  body: ModuleBody;
};

async function finish(db: Db, notifier: Notifier, id: string, outcome: { check: unknown } | { error: string }) {
  const check = 'check' in outcome ? JSON.stringify(outcome.check) : null;
  const error = 'error' in outcome ? outcome.error : null;
  await db.execute(sql`
    update learning_judgements
    set status = ${check === null ? 'failed' : 'done'}, check_result = ${check}::jsonb, error = ${error}, updated_at = now()
    where id = ${id} and status = 'queued'`);
  await notifier.notify(JUDGED_CHANNEL, id).catch(() => undefined);
}

/** Judges one queued submission; `failed` records why when the queue gives the job up. */
export function judgeJobHandler(db: Db, notifier: Notifier): JobHandler<JudgeJobPayload> {
  return {
    async run({ judgement_id: id }) {
      const result = await db.execute<PendingJudgement>(sql`
        select j.user_id, j.module_id, j.code, m.body
        from learning_judgements j join learning_modules m on m.id = j.module_id
        where j.id = ${id} and j.status = 'queued'`);
      const pending = result.rows[0];
      if (!pending) return;
      const exercise = pending.body.exercise;
      if (!exercise) {
        await finish(db, notifier, id, { error: 'This module has no exercise.' });
        return;
      }
      const verdicts = await runTests(exercise.language, pending.code, judgingOrder(exercise));
      const check = exerciseCheck(exercise, pending.code, verdicts);
      await upsertProgress(db, {
        userId: pending.user_id,
        moduleId: pending.module_id,
        status: check.passed ? 'completed' : 'started',
        solution: { code: pending.code },
        check,
      });
      await activityRecorded({ db, userId: pending.user_id, achievementsOf: [pending.user_id] });
      await finish(db, notifier, id, { check });
    },
    async failed({ judgement_id: id }, reason) {
      await finish(db, notifier, id, { error: reason });
    },
  };
}
