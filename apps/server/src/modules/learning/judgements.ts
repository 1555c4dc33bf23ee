import { LearningCheckSchema, type LearningCheck } from '@hammurabi/shared';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../db/notifier.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { JUDGE_JOB_KIND, JUDGED_CHANNEL, type JudgeJobPayload } from './judge-job.ts';
import {
  deleteAbandonedJudgements,
  deleteJudgement,
  insertJudgement,
  readJudgement,
  type JudgementRow,
} from './repository-judgements.ts';

/** How long a Submit request waits for its verdict before it answers 503 (the verdict is still stored). */
export const JUDGE_WAIT_MS = 180_000;
/** A notification can be lost while the listening connection reconnects; the row is read this often anyway. */
const POLL_MS = 2000;

export const BUSY_DETAIL = 'Your previous submission is still being judged. Wait for its result, then submit again.';

/**
 * Submits exercises to the judge (a background job, which any server process may run) and waits
 * for the verdict: one judgement per learner at a time (the table's partial unique index), 429
 * beyond that.
 */
export class ExerciseJudge {
  private readonly waiters = new Map<string, () => void>();

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly notifier: Notifier,
  ) {}

  /** Listens for finished judgements; once, before the app serves. */
  async listen(): Promise<void> {
    await this.notifier.listen(JUDGED_CHANNEL, (id) => this.waiters.get(id)?.());
  }

  /** Judges `code` for the exercise `moduleId`; the job stores the progress, this returns its check. */
  async judge(userId: string, moduleId: string, code: string, signal?: AbortSignal): Promise<LearningCheck> {
    await deleteAbandonedJudgements(this.db, userId);
    const id = await insertJudgement(this.db, userId, moduleId, code);
    if (!id) throw new AppError('rate_limited', BUSY_DETAIL);
    try {
      const payload: JudgeJobPayload = { judgement_id: id };
      await this.jobs.enqueue(JUDGE_JOB_KIND, { ...payload }, { maxAttempts: 1 });
    } catch (error) {
      await deleteJudgement(this.db, id);
      throw error;
    }
    const row = await this.waitFor(id, signal);
    if (!row) {
      throw new AppError(
        'unavailable',
        'Judging your submission takes longer than usual. Its result will appear on this exercise when it is ready.',
      );
    }
    await deleteJudgement(this.db, id);
    if (row.status === 'failed') {
      throw new AppError('unavailable', `Your submission could not be judged: ${row.error ?? 'unknown reason'}`);
    }
    return LearningCheckSchema.parse(row.check_result);
  }

  /** The finished row, or undefined when the wait ran out, the client went away or the row is gone. */
  private async waitFor(id: string, signal?: AbortSignal): Promise<JudgementRow | undefined> {
    const deadline = Date.now() + JUDGE_WAIT_MS;
    try {
      while (Date.now() < deadline && !signal?.aborted) {
        const row = await readJudgement(this.db, id);
        if (!row || row.status !== 'queued') return row;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
          this.waiters.set(id, () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return undefined;
    } finally {
      this.waiters.delete(id);
    }
  }
}
