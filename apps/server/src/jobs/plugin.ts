import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work in PostgreSQL that any server process runs (src/jobs). */
    jobs: JobQueue;
  }
}

/**
 * Decorates the app with `app.jobs`. Modules register their kinds of job while the app is
 * built; the queue starts taking jobs once the app is ready and stops (waiting for the jobs
 * running here) when it closes.
 */
export const registerJobs = fp(
  async (app: FastifyInstance) => {
    const queue = new JobQueue(app.database.db, app.notifier, {
      leaseMs: app.config.jobs.leaseSeconds * 1000,
      concurrency: app.config.jobs.concurrency,
      log: app.log,
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.close());
  },
  { name: 'hammurabi-jobs' },
);
