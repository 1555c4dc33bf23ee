import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every server process on this database (rate limits
 * of /api and /auth/v1). UNLOGGED (custom SQL in the migration): counters need no crash safety,
 * and skipping the write-ahead log makes each hit cheap.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** `<bucket>:<key>`, e.g. `auth:signup:203.0.113.7`. */
  key: text('key').primaryKey(),
  /** Milliseconds since the epoch, by the limiter's clock. */
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  hits: integer('hits').notNull(),
  windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
});

/** What a background job is doing: waiting, held by a process under a lease, or finished. */
export type BackgroundJobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Background work any server process can run (AI reviews), and the runner's jobs (Java runs). A running job holds a lease its
 * process renews; when the process dies the lease runs out and another process takes the job
 * over, until its attempts are spent and it is marked failed with the reason.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** Who asked for it (`user:<id>`), for the limit of unfinished jobs per account; null for the server's own. */
    owner: text('owner'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<BackgroundJobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(2),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** What a job whose caller waits for it produced (e.g. a Java run's results); kept until read. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('background_jobs_status_idx').on(table.status, table.runAfter)],
);

/**
 * The runner processes working on this database (src/jobs/runner.ts), each renewing its row while
 * it lives: which kinds of job it takes and how many at once. Web processes that run no jobs
 * themselves read it to tell whether Java runs anywhere.
 */
export const jobRunners = pgTable('job_runners', {
  id: text('id').primaryKey(),
  kinds: text('kinds').array().notNull(),
  concurrency: integer('concurrency').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
