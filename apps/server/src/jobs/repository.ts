import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';

// The job queue's SQL: background_jobs (queue.ts, waiter.ts) and job_runners (runner.ts).

/** A job as a process claims it. */
export type ClaimedJob = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

/** A waited job's state, as its caller reads it. */
export type JobRow = { status: string; result: unknown; last_error: string | null };

/** Inserts a queued job; its id. */
export async function insertJob(
  executor: Pick<Db, 'execute'>,
  job: { kind: string; owner: string | null; payload: Record<string, unknown>; maxAttempts: number },
): Promise<string> {
  const result = await executor.execute<{ id: string }>(sql`
    insert into background_jobs (kind, owner, payload, max_attempts)
    values (${job.kind}, ${job.owner}, ${JSON.stringify(job.payload)}::jsonb, ${job.maxAttempts})
    returning id`);
  return result.rows[0]!.id;
}

/**
 * Takes the transaction's lock of a kind and counts its waiting jobs and the owner's unfinished
 * ones: the check and the insert that follows hold the lock, so two requests cannot both slip in.
 */
export async function lockAndCountJobs(
  tx: DbExecutor,
  kind: string,
  owner: string | null,
): Promise<{ queued: number; own: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${kind}`}))`);
  const counts = await tx.execute<{ queued: number; own: number }>(sql`
    select count(*) filter (where status = 'queued')::int as queued,
      count(*) filter (where owner = ${owner})::int as own
    from background_jobs where kind = ${kind} and status in ('queued', 'running')`);
  return counts.rows[0]!;
}

/** Claims the oldest due job of `kinds` (or one whose lease ran out) for `lockedBy`. */
export async function claimJob(
  db: Db,
  kinds: string[],
  lockedBy: string,
  leaseMs: number,
): Promise<ClaimedJob | undefined> {
  const result = await db.execute<ClaimedJob>(sql`
    update background_jobs
    set status = 'running', attempts = attempts + 1, locked_by = ${lockedBy},
      lease_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
    where id = (
      select id from background_jobs
      where kind in ${kinds}
        and ((status = 'queued' and run_after <= now())
          or (status = 'running' and lease_until < now() and attempts < max_attempts))
      order by run_after
      limit 1
      for update skip locked)
    returning id, kind, payload, attempts, max_attempts`);
  return result.rows[0];
}

/** Marks failed, with `reason`, the jobs of `kinds` whose lease ran out with no attempt left. */
export async function failAbandonedJobs(db: Db, kinds: string[], reason: string): Promise<ClaimedJob[]> {
  const result = await db.execute<ClaimedJob>(sql`
    update background_jobs
    set status = 'failed', last_error = ${reason}, lease_until = null, updated_at = now()
    where id in (
      select id from background_jobs
      where kind in ${kinds} and status = 'running' and lease_until < now() and attempts >= max_attempts
      for update skip locked)
    returning id, kind, payload, attempts, max_attempts`);
  return result.rows;
}

/** Deletes results nobody collected within ten minutes. */
export async function deleteUncollectedResults(db: Db): Promise<void> {
  await db.execute(
    sql`delete from background_jobs where status = 'done' and updated_at < now() - interval '10 minutes'`,
  );
}

/** Renews a job's lease; false when the job is no longer `lockedBy`'s (cancelled, or taken over). */
export async function renewLease(db: Db, id: string, lockedBy: string, leaseMs: number): Promise<boolean> {
  const result = await db.execute(
    sql`update background_jobs set lease_until = now() + ${leaseMs} * interval '1 millisecond'
      where id = ${id} and locked_by = ${lockedBy} returning id`,
  );
  return result.rows.length > 0;
}

/** Deletes a finished job that returned nothing, if `lockedBy` still holds it. */
export async function deleteHeldJob(db: Db, id: string, lockedBy: string): Promise<void> {
  await db.execute(sql`delete from background_jobs where id = ${id} and locked_by = ${lockedBy}`);
}

/** Keeps a finished job's result for the caller waiting on it. */
export async function storeJobResult(db: Db, id: string, lockedBy: string, result: unknown): Promise<void> {
  await db.execute(sql`
    update background_jobs set status = 'done', result = ${JSON.stringify(result)}::jsonb, lease_until = null,
      updated_at = now()
    where id = ${id} and locked_by = ${lockedBy}`);
}

/** Queues a failed attempt again after a pause that grows with the attempts. */
export async function requeueJob(db: Db, job: ClaimedJob, lockedBy: string, reason: string): Promise<void> {
  await db.execute(sql`
    update background_jobs
    set status = 'queued', locked_by = null, lease_until = null, last_error = ${reason},
      run_after = now() + ${job.attempts * 5} * interval '1 second', updated_at = now()
    where id = ${job.id} and locked_by = ${lockedBy}`);
}

/** Marks a job failed for good with `reason`. */
export async function failJob(db: Db, id: string, lockedBy: string, reason: string): Promise<void> {
  await db.execute(sql`
    update background_jobs set status = 'failed', lease_until = null, last_error = ${reason}, updated_at = now()
    where id = ${id} and locked_by = ${lockedBy}`);
}

/** A job's state, or undefined when it is gone. */
export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const result = await db.execute<JobRow>(sql`select status, result, last_error from background_jobs where id = ${id}`);
  return result.rows[0];
}

/** Deletes a job whoever holds it (collected, or given up by its caller). */
export async function deleteJob(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from background_jobs where id = ${id}`);
}

/** Records a runner as alive, and forgets runners that died without leaving (killed, machine lost). */
export async function beatRunner(db: Db, runner: { id: string; kinds: string[]; concurrency: number }): Promise<void> {
  await db.execute(sql`
    insert into job_runners (id, kinds, concurrency, seen_at)
    values (${runner.id}, ${`{${runner.kinds.join(',')}}`}::text[], ${runner.concurrency}, now())
    on conflict (id) do update set seen_at = now()`);
  await db.execute(sql`delete from job_runners where seen_at < now() - interval '1 hour'`);
}

/** Removes a runner from the list of runners. */
export async function deleteRunner(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from job_runners where id = ${id}`);
}

/** How many jobs of `kind` the runners seen within `leaseSeconds` take at once. */
export async function runnerCapacity(db: Db, kind: string, leaseSeconds: number): Promise<number> {
  const result = await db.execute<{ capacity: number }>(sql`
    select coalesce(sum(concurrency), 0)::int as capacity from job_runners
    where ${kind} = any(kinds) and seen_at > now() - ${leaseSeconds} * interval '1 second'`);
  return result.rows[0]?.capacity ?? 0;
}
