import { learningContent } from '@hammurabi/content/learning';
import {
  text,
  ErrorBodySchema,
  LearningHintsSchema,
  LearningModuleDetailSchema,
  LearningPathDetailSchema,
  LearningPathListSchema,
  LearningProgressOverviewSchema,
  LearningProgressResultSchema,
  LearningProgressUpdateSchema,
  LearningSolutionComparisonSchema,
  PathSuggestionCreateSchema,
  PathSuggestionListSchema,
  PathSuggestionSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import { registerLearningProgressSource } from '../dashboard/learning-progress.ts';
import { syncLearningContent } from './repository-content.ts';
import { ExerciseJudge } from './judgements.ts';
import { assertCanListSuggestions } from './policy.ts';
import { reviewRequestRoutes } from './review-request-routes.ts';
import * as service from './service.ts';
import { WRITE_LIMITS } from '../../http/write-limits.ts';
import { perCaller } from '../../http/route-rate-limits.ts';

const IdParams = z.object({ id: text().max(100) });
const tags = ['learning'];
const security = [{ bearerAuth: [] }];

/** Learning paths: public reads, progress and suggestions when signed in. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // The written content is the source of truth; copying it on every start is idempotent. It runs
  // before the server listens, but a database that is down then must not stop the server from
  // starting (health answers 503 meanwhile): the first learning request tries again.
  let synced: Promise<void> | undefined;
  const ensureSynced = () =>
    (synced ??= syncLearningContent(db, learningContent).catch((error: unknown) => {
      synced = undefined;
      throw error;
    }));
  app.addHook('onReady', async () => {
    await ensureSynced().catch((error: unknown) => app.log.warn({ err: error }, 'learning content not synced yet'));
  });
  app.addHook('preHandler', async () => {
    await ensureSynced();
  });
  // Exercises are judged by a background job (any process on the queue may run it) and the
  // Submit request waits for the verdict.
  const judge = new ExerciseJudge(db, app.jobs, app.notifier);
  app.addHook('onReady', async () => judge.listen());
  const unregister = registerLearningProgressSource(service.startedPaths);
  app.addHook('onClose', async () => unregister());
  await app.register(reviewRequestRoutes);

  app.get(
    '/learning/paths',
    {
      schema: {
        tags,
        summary: 'Every learning path, with your progress (0–100) when signed in',
        response: { 200: LearningPathListSchema },
      },
    },
    async (request) => service.listPaths(db, request.user?.id ?? null),
  );

  app.get(
    '/learning/paths/:id',
    {
      schema: {
        tags,
        summary: 'One learning path with its modules in order and their status for you',
        params: IdParams,
        response: { 200: LearningPathDetailSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.getPath(db, request.params.id, request.user?.id ?? null),
  );

  app.get(
    '/learning/modules/:id',
    {
      schema: {
        tags,
        summary: 'One module: its lesson, exercise or quiz (never the answers), and your saved solution',
        params: IdParams,
        response: { 200: LearningModuleDetailSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.getModule(db, request.params.id, request.user?.id ?? null),
  );

  app.get(
    '/learning/modules/:id/hints',
    {
      schema: {
        tags,
        security,
        summary:
          'Hints for your last failed submission of an exercise: what differs, what your code shows, where it is taught (never the solution or a hidden test)',
        params: IdParams,
        response: {
          200: LearningHintsSchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => service.getHints(db, request.params.id, requireUser(request).id),
  );

  app.get(
    '/learning/modules/:id/solution',
    {
      schema: {
        tags,
        security,
        summary: 'Our reference solution beside your accepted code, once you have completed the exercise (403 before)',
        params: IdParams,
        response: {
          200: LearningSolutionComparisonSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => service.getSolutionComparison(db, request.params.id, requireUser(request).id),
  );

  app.get(
    '/learning/progress',
    {
      schema: {
        tags,
        security,
        summary: 'Your progress by path and module, current streak and last activity',
        response: { 200: LearningProgressOverviewSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.getProgress(db, requireUser(request).id),
  );

  app.post(
    '/learning/progress',
    {
      schema: {
        tags,
        security,
        summary:
          'Start or complete a module (idempotent; completed never reverts). Quizzes complete when their answers are right; exercises when the server runs the code against every test and they all pass (the request waits for that verdict; 429 while your previous submission is being judged)',
        body: LearningProgressUpdateSchema,
        response: {
          200: LearningProgressResultSchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: perCaller } },
    },
    async (request) =>
      service.recordProgress(db, requireUser(request).id, request.body, (userId, moduleId, code) =>
        judge.judge(userId, moduleId, code),
      ),
  );

  app.post(
    '/learning/suggestions',
    {
      schema: {
        tags,
        security,
        summary: 'Suggest a learning path',
        body: PathSuggestionCreateSchema,
        response: { 201: PathSuggestionSchema, 401: ErrorBodySchema, 422: ErrorBodySchema },
      },
      config: {
        writeLimit: WRITE_LIMITS.suggestion,
        rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: perCaller },
      },
    },
    async (request, reply) => reply.status(201).send(await service.suggestPath(db, requireUser(request), request.body)),
  );

  app.get(
    '/learning/suggestions',
    {
      schema: {
        tags,
        security,
        summary: 'The newest path suggestions (support staff only)',
        response: { 200: PathSuggestionListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      requireUser(request);
      assertCanListSuggestions(request.user?.roles ?? null);
      return service.listSuggestions(db);
    },
  );
};
