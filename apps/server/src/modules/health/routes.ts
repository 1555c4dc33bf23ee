import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@hammurabi/shared';

/** `GET /api/health`: ok only while the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const databaseUp = await app.database.ping();
      return databaseUp
        ? reply.send({ status: 'ok', database: 'ok' })
        : reply.status(503).send({ status: 'error', database: 'unavailable' });
    },
  );
};
