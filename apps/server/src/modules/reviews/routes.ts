import {
  CodeReviewListSchema,
  CodeReviewSchema,
  ErrorBodySchema,
  HumanReviewCreateSchema,
  RecentReviewListSchema,
  ReviewRequestedSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiRateLimit } from '../../ai/rate-limit.ts';
import { requireUser } from '../../auth/request-user.ts';
import * as service from './service.ts';
import { WRITE_LIMITS } from '../../http/write-limits.ts';

const FileParams = z.object({ fileId: z.string() });
const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema };
const tags = ['reviews'];
const security = [{ bearerAuth: [] }];

/** AI and human code reviews of a file; access follows the file's project. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.register(service.REVIEW_JOB, service.reviewJobHandler(db, app.ai, app.log));

  app.post(
    '/reviews/code/:fileId',
    {
      schema: {
        tags,
        security,
        summary: "Request an AI review of the file's current version",
        description:
          'Answers `{id, status}`. With the built-in provider the review is computed inline and is already ' +
          '`completed`; with AI_PROVIDER=openai it is `pending` until the model answers, then `completed` or ' +
          '`failed` (with `error`). Poll `GET /api/reviews/code/{fileId}`.',
        params: FileParams,
        response: { 201: ReviewRequestedSchema, ...errors },
      },
      config: aiRateLimit(20),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.requestAiReview(
            db,
            app.ai,
            app.jobs,
            request.params.fileId,
            requireUser(request).id,
            request.log,
          ),
        ),
  );

  for (const path of ['/reviews/code/:fileId', '/reviews/file/:fileId']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: "A file's reviews, newest first",
          description:
            '`reviewer` is the person for human reviews (null for AI); `requested_by` who asked for an AI review.',
          params: FileParams,
          response: { 200: CodeReviewListSchema, ...errors },
        },
      },
      async (request) => service.listReviews(db, request.params.fileId, request.user?.id ?? null),
    );
  }

  app.get(
    '/reviews/recent',
    {
      schema: {
        tags,
        security,
        summary: "The caller's recent reviews, newest first",
        description:
          'Reviews of files in projects the caller owns or shares, and reviews they wrote or requested on ' +
          'public projects; at most 10.',
        response: { 200: RecentReviewListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.listRecentReviews(db, requireUser(request).id),
  );

  app.get(
    '/reviews/:reviewId',
    {
      schema: {
        tags,
        summary: 'One review, e.g. to poll a pending AI review',
        params: z.object({ reviewId: z.string() }),
        response: { 200: CodeReviewSchema, ...errors },
      },
    },
    async (request) => service.getReview(db, request.params.reviewId, request.user),
  );

  app.post(
    '/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Write a human review (project members, or anyone signed in on a public project)',
        description:
          "Of a file's saved version (`file_id`), or of the code of a learner's review request " +
          '(`review_request_id`): learners who completed that exercise and staff may review it, never the ' +
          'learner who asked (403).',
        body: HumanReviewCreateSchema,
        response: { 201: CodeReviewSchema, 403: ErrorBodySchema, 409: ErrorBodySchema, ...errors },
      },
      config: { ...aiRateLimit(30), writeLimit: WRITE_LIMITS.review },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createHumanReview(db, requireUser(request), request.body, new Date(app.config.auth.now()))),
  );
};
