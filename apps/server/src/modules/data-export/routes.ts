import { DataExportStateSchema, ErrorBodySchema } from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import * as service from './service.ts';
import { perCaller } from '../../http/route-rate-limits.ts';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];
/** How often each server deletes the bytes of expired exports. */
const SWEEP_MS = 10 * 60 * 1000;

/**
 * "Download my data" (issue #36.5): ask for a ZIP of everything of one's account, built by a
 * background job (decision 100), then download it for a day; only its owner can.
 */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.register(service.DATA_EXPORT_JOB, service.dataExportJobHandler(db, app.log));

  let sweeper: NodeJS.Timeout | null = null;
  const sweep = () =>
    void service.sweepExpiredExports(db).catch((error: unknown) => app.log.warn({ err: error }, 'export sweep failed'));
  app.addHook('onReady', async () => {
    sweep();
    sweeper = setInterval(sweep, SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });

  app.get(
    '/account/export',
    {
      schema: {
        tags,
        security,
        summary: 'The latest "Download my data" export of the signed-in user, or null',
        response: { 200: DataExportStateSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ export: await service.exportState(db, requireUser(request).id) }),
  );

  app.post(
    '/account/export',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: perCaller } },
      schema: {
        tags,
        security,
        summary: 'Ask for a ZIP of all of your data; ready in the background, downloadable for a day',
        response: {
          202: DataExportStateSchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await service.requestExport(db, app.jobs, user.id);
      return reply.code(202).send({ export: created });
    },
  );

  app.get(
    '/account/export/:id/download',
    {
      schema: {
        tags,
        security,
        summary: 'The ZIP of a ready export (its owner only)',
        params: z.object({ id: z.string() }),
        response: {
          200: z.any(),
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          410: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const download = await service.openDownload(db, user.id, request.params.id);
      return reply
        .type('application/zip')
        .header('content-length', String(download.size))
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(download.body);
    },
  );
};
