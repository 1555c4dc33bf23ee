import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from './queue.ts';
import { type Runner, startRunner } from './runner.ts';
import { JobWaiter } from './waiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work in PostgreSQL that any server process runs (src/jobs). */
    jobs: JobQueue;
    /** Waits for the result of a job this process queued (a runner job such as a Java run). */
    jobWaiter: JobWaiter;
  }
}

/**
 * Decorates the app with `app.jobs` and `app.jobWaiter`. Modules register their kinds of job
 * while the app is built; the queue starts taking jobs once the app is ready and stops (waiting
 * for the jobs running here) when it closes. With RUNNER_MODE=inline (the default) the process
 * also runs the runner's jobs (src/jobs/runner.ts); with `off` it leaves them to runner processes.
 */
export const registerJobs = fp(
  async (app: FastifyInstance) => {
    const leaseMs = app.config.jobs.leaseSeconds * 1000;
    const queue = new JobQueue(app.database.db, app.notifier, {
      leaseMs,
      concurrency: app.config.jobs.concurrency,
      log: app.log,
    });
    app.decorate('jobs', queue);
    app.decorate('jobWaiter', new JobWaiter(app.database.db, app.notifier, Math.min(1000, leaseMs)));
    let runner: Runner | null = null;
    app.addHook('onReady', async () => {
      await queue.start();
      if (app.config.jobs.runnerMode === 'inline') {
        runner = await startRunner({
          config: app.config,
          log: app.log,
          db: app.database.db,
          notifier: app.notifier,
          checkAvailability: false,
        });
      }
    });
    app.addHook('onClose', async () => {
      await runner?.stop();
      await queue.close();
    });
  },
  { name: 'hammurabi-jobs' },
);
