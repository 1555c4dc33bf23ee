import {
  text,
  ErrorBodySchema,
  ModuleReviewRequestSchema,
  MyReviewRequestListSchema,
  ReviewQueueSchema,
  ReviewRequestCreateSchema,
  ReviewRequestDetailSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import { WRITE_LIMITS } from '../../http/write-limits.ts';
import { registerReviewRequestSource } from '../reviews/request-source.ts';
import * as service from './review-requests.ts';

const ModuleParams = z.object({ id: text().max(100) });
const RequestParams = z.object({ requestId: text().max(100) });
const tags = ['learning'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * Review requests on exercises (decision 098): a learner asks for a person's review of their
 * latest submission; learners who completed the exercise and staff review it with the human
 * review of `POST /api/reviews` (`review_request_id`).
 */
export const reviewRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // The server's clock (tests inject one): request times, the expected wait, the two-day offer.
  const now = () => new Date(app.config.auth.now());
  const unregister = registerReviewRequestSource(service.reviewRequestSource);
  app.addHook('onClose', async () => unregister());

  app.get(
    '/learning/modules/:id/review-request',
    {
      schema: {
        tags,
        security,
        summary: 'Your latest review request on an exercise, the expected wait, and whether you may ask now',
        params: ModuleParams,
        response: { 200: ModuleReviewRequestSchema, ...errors, 422: ErrorBodySchema },
      },
    },
    async (request) => service.getModuleRequest(db, request.params.id, requireUser(request), now()),
  );

  app.post(
    '/learning/modules/:id/review-request',
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a review of your latest submission of an exercise',
        description:
          'Takes no code: the request is a snapshot of the submission the server recorded (code and the ' +
          "judge's verdict, hidden tests by name only). One open request per exercise (409); a reviewed " +
          'submission cannot be asked about again until it changes (409). Counted per account and hour.',
        params: ModuleParams,
        body: ReviewRequestCreateSchema,
        response: { 201: ReviewRequestDetailSchema, ...errors, 409: ErrorBodySchema, 422: ErrorBodySchema },
      },
      config: { writeLimit: WRITE_LIMITS.reviewRequest },
    },
    async (request, reply) =>
      reply.status(201).send(await service.askForReview(db, request.params.id, requireUser(request), now())),
  );

  app.get(
    '/learning/review-requests/queue',
    {
      schema: {
        tags,
        security,
        summary: 'Review requests waiting for you, oldest first (exercises you completed; every one for staff)',
        response: { 200: ReviewQueueSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.reviewQueue(db, requireUser(request)),
  );

  app.get(
    '/learning/review-requests/mine',
    {
      schema: {
        tags,
        security,
        summary: 'Your newest review requests',
        response: { 200: MyReviewRequestListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.myRequests(db, requireUser(request).id),
  );

  app.get(
    '/learning/review-requests/:requestId',
    {
      schema: {
        tags,
        security,
        summary: 'One review request with its code, verdict and reviews (its learner and its possible reviewers)',
        params: RequestParams,
        response: { 200: ReviewRequestDetailSchema, ...errors },
      },
    },
    async (request) => service.getRequest(db, request.params.requestId, requireUser(request), now()),
  );

  app.post(
    '/learning/review-requests/:requestId/withdraw',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw your review request while it waits for a reviewer',
        params: RequestParams,
        response: { 200: ReviewRequestDetailSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) => service.withdrawRequest(db, request.params.requestId, requireUser(request), now()),
  );
};
