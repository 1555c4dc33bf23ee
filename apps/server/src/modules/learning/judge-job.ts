/**
 * The exercise judge as a runner job kind (jobs/runner.ts RUNNER_KINDS): the web process queues
 * it, and the runner (inline, or `runner.js` on its own machine) takes it.
 * It runs the submitted code against every test of the exercise in the sandbox, stores the
 * learner's progress from its own verdict and tells the waiting request (NOTIFY).
 */
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../db/notifier.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import type { RunnerKind } from '../../jobs/runner.ts';
import { activityRecorded } from '../../events/activity.ts';
import { runTests } from '../judge/run-tests.ts';
import { exerciseCheck, judgingOrder } from './checks.ts';
import { upsertProgress } from './repository.ts';
import { finishJudgement, pendingJudgement } from './repository-judgements.ts';

export const JUDGE_JOB_KIND = 'learning.judge';
/** The channel a finished judgement's id is announced on. */
export const JUDGED_CHANNEL = 'hammurabi_learning_judged';

export interface JudgeJobPayload {
  judgement_id: string;
}

async function finish(db: Db, notifier: Notifier, id: string, outcome: { check: unknown } | { error: string }) {
  const check = 'check' in outcome ? JSON.stringify(outcome.check) : null;
  const error = 'error' in outcome ? outcome.error : null;
  await finishJudgement(db, id, check, error);
  await notifier.notify(JUDGED_CHANNEL, id).catch(() => undefined);
}

/** Judges one queued submission; `failed` records why when the queue gives the job up. */
export function judgeJobHandler(db: Db, notifier: Notifier): JobHandler<JudgeJobPayload> {
  return {
    async run({ judgement_id: id }) {
      const pending = await pendingJudgement(db, id);
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

/** The runner's kind for judging: JavaScript needs nothing, Python and Java need the sandbox, checked per run. */
export const exerciseJudgeKind: RunnerKind = {
  kind: JUDGE_JOB_KIND,
  unavailable: async () => null,
  prepare: async () => undefined,
  handler: ({ db, notifier }) => judgeJobHandler(db, notifier),
};
