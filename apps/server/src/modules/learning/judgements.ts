import { LearningCheckSchema, type LearningCheck } from '@hammurabi/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Notifier } from '../../db/notifier.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { JUDGE_JOB_KIND, JUDGED_CHANNEL, type JudgeJobPayload } from './judge-job.ts';

/** How long a Submit request waits for its verdict before it answers 503 (the verdict is still stored). */
export const JUDGE_WAIT_MS = 180_000;
/** A notification can be lost while the listening connection reconnects; the row is read this often anyway. */
const POLL_MS = 2000;

export const BUSY_DETAIL = 'Your previous submission is still being judged. Wait for its result, then submit again.';

type JudgementRow = { status: 'queued' | 'done' | 'failed'; check_result: unknown; error: string | null };

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
    // Finished judgements are deleted by the request that reads them; these ones lost their request.
    await this.db.execute(sql`
      delete from learning_judgements
      where user_id = ${userId} and status <> 'queued' and updated_at < now() - interval '10 minutes'`);
    const inserted = await this.db.execute<{ id: string }>(sql`
      insert into learning_judgements (user_id, module_id, code) values (${userId}, ${moduleId}, ${code})
      on conflict (user_id) where status = 'queued' do nothing
      returning id`);
    const id = inserted.rows[0]?.id;
    if (!id) throw new AppError('rate_limited', BUSY_DETAIL);
    try {
      const payload: JudgeJobPayload = { judgement_id: id };
      await this.jobs.enqueue(JUDGE_JOB_KIND, { ...payload }, { maxAttempts: 1 });
    } catch (error) {
      await this.db.execute(sql`delete from learning_judgements where id = ${id}`);
      throw error;
    }
    const row = await this.waitFor(id, signal);
    if (!row) {
      throw new AppError(
        'unavailable',
        'Judging your submission takes longer than usual. Its result will appear on this exercise when it is ready.',
      );
    }
    await this.db.execute(sql`delete from learning_judgements where id = ${id}`);
    if (row.status === 'failed') {
      throw new AppError('unavailable', `Your submission could not be judged: ${row.error ?? 'unknown reason'}`);
    }
    return LearningCheckSchema.parse(row.check_result);
  }

  private async read(id: string): Promise<JudgementRow | undefined> {
    const result = await this.db.execute<JudgementRow>(
      sql`select status, check_result, error from learning_judgements where id = ${id}`,
    );
    return result.rows[0];
  }

  /** The finished row, or undefined when the wait ran out, the client went away or the row is gone. */
  private async waitFor(id: string, signal?: AbortSignal): Promise<JudgementRow | undefined> {
    const deadline = Date.now() + JUDGE_WAIT_MS;
    try {
      while (Date.now() < deadline && !signal?.aborted) {
        const row = await this.read(id);
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
