import {
  ErrorBodySchema,
  FlagCreateSchema,
  FlagResultSchema,
  ModerationBanSchema,
  ModerationDecisionSchema,
  ModerationTargetParams,
  QueueSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flagThreshold } from '../../settings/instance-settings.ts';
import { requireUser } from '../../auth/request-user.ts';
import { openQueue } from './repository.ts';
import * as service from './service.ts';

const tags = ['moderation'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
};

/** Flags from anyone signed in; the queue and decisions for moderators (decision 087). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/moderation/flags',
    {
      schema: {
        tags,
        security,
        summary: `Flag a question, answer or snippet (spam, abuse, off_topic, other); enough distinct flags hide it pending review`,
        body: FlagCreateSchema,
        response: { 201: FlagResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reporter = requireUser(request);
      // An administrator's setting on /admin when there is one, else MODERATION_FLAG_THRESHOLD (decision 101).
      const threshold = await flagThreshold(db, app.config.moderation.flagThreshold);
      return reply.status(201).send(await service.flagPost(db, reporter.id, request.body, threshold));
    },
  );

  app.get(
    '/moderation/queue',
    {
      schema: {
        tags,
        security,
        summary: 'Posts with open flags, hidden and most flagged first (moderators)',
        response: { 200: QueueSchema, ...errors },
      },
    },
    async (request) => {
      service.moderatorActor(request);
      return { items: await openQueue(db) };
    },
  );

  app.post(
    '/moderation/items/:type/:id/decision',
    {
      schema: {
        tags,
        security,
        summary: 'Hide, restore or delete a post with a reason its author reads (moderators)',
        params: ModerationTargetParams,
        body: ModerationDecisionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = service.moderatorActor(request);
      await service.decide(db, actor, request.params.type, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/moderation/items/:type/:id/ban-author',
    {
      schema: {
        tags,
        security,
        summary: "Suspend a post's author for a while (moderators)",
        params: ModerationTargetParams,
        body: ModerationBanSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = service.moderatorActor(request);
      await service.banAuthor(app.auth, actor, request.params.type, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
};
