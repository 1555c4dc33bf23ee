import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@hammurabi/shared';

// How long one database check answers for. Monitors and load balancers poll health often and in
// parallel; one `select 1` a second tells them as much as one per request, without the cost.
const CHECK_REUSE_MS = 1_000;

/** `GET /api/health`: ok only while the database answers (checked at most once a second). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let last: { at: number; up: Promise<boolean> } | undefined;
  const databaseUp = () => {
    const now = performance.now();
    if (!last || now - last.at >= CHECK_REUSE_MS) last = { at: now, up: app.database.ping() };
    return last.up;
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) =>
      (await databaseUp())
        ? reply.send({ status: 'ok', database: 'ok' })
        : reply.status(503).send({ status: 'error', database: 'unavailable' }),
  );
};
