import {
  AcceptAnswerSchema,
  AnswerSchema,
  AnswerWriteSchema,
  ErrorBodySchema,
  QuestionCreateSchema,
  QuestionDetailSchema,
  QuestionListQuerySchema,
  QuestionListSchema,
  QuestionUpdateSchema,
  SimilarQuestionListSchema,
  SimilarQuestionsQuerySchema,
  TagCountListSchema,
  TagListQuerySchema,
  VoteResultSchema,
  VoteSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import { sendJsonPage } from '../../http/raw-json.ts';
import { perCaller } from '../../http/route-rate-limits.ts';
import * as service from './service.ts';
import { WRITE_LIMITS } from '../../http/write-limits.ts';

const IdParams = z.object({ id: z.string() });
const errors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};
const tags = ['community'];
const security = [{ bearerAuth: [] }];

/** The community board: questions, answers, votes, accepted answers and search. */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const listCache = new service.QuestionListCache();
  const tagCache = new service.TagListCache();

  app.get(
    '/community/questions',
    {
      schema: {
        tags,
        summary:
          'Question cards: search (ranked; `[tag]` filters, c++ and c# matched exactly), tag filter, sort. ' +
          'x-total-count counts matches up to 1,000; beyond that x-total-count-capped: true is sent.',
        querystring: QuestionListQuerySchema,
        response: { 200: QuestionListSchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await service.listQuestions(db, request.query, listCache, request.snapshot);
      if (page.capped) reply.header('x-total-count-capped', 'true');
      // Serialised once by the service (and perhaps remembered), so it goes out as is.
      return sendJsonPage(request, reply.header('x-total-count', String(page.total)), page);
    },
  );

  app.get(
    '/community/questions/similar',
    {
      schema: {
        tags,
        summary: 'Up to five questions whose titles resemble the one being typed',
        querystring: SimilarQuestionsQuerySchema,
        response: { 200: SimilarQuestionListSchema, 422: ErrorBodySchema },
      },
    },
    async (request) => service.similarQuestions(db, request.query.title),
  );

  app.get(
    '/community/tags',
    {
      schema: {
        tags,
        summary:
          'The tags index: tags of live questions (containing `q`), most used first, each with its question count. ' +
          'x-total-count is the number of tags matching.',
        querystring: TagListQuerySchema,
        response: { 200: TagCountListSchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await service.listTags(db, request.query, tagCache, request.snapshot);
      return sendJsonPage(request, reply.header('x-total-count', String(page.total)), page);
    },
  );

  app.post(
    '/community/questions',
    {
      config: { writeLimit: WRITE_LIMITS.question },
      schema: {
        tags,
        security,
        summary: 'Ask a question',
        body: QuestionCreateSchema,
        response: { 201: QuestionDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createQuestion(db, requireUser(request).id, request.body)),
  );

  app.get(
    '/community/questions/:id',
    {
      schema: {
        tags,
        summary: 'A question with every answer (accepted first, then by score) and your votes',
        params: IdParams,
        response: { 200: QuestionDetailSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.getQuestion(db, request.params.id, request.user?.id ?? null),
  );

  app.post(
    '/community/questions/:id/views',
    {
      schema: {
        tags,
        summary:
          'Count one visit of the question page (the page sends it once; reading the question counts nothing). ' +
          "The author's own visits are not counted.",
        params: IdParams,
        response: { 204: z.void(), 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
      // Each view is a write that makes every remembered list page miss once: one client may not
      // turn that into a flood (a person opens far fewer questions a minute).
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: perCaller,
        },
      },
    },
    async (request, reply) => {
      await service.recordView(db, request.params.id, request.user?.id ?? null);
      return reply.status(204).send();
    },
  );

  app.put(
    '/community/questions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit your question',
        params: IdParams,
        body: QuestionUpdateSchema,
        response: { 200: QuestionDetailSchema, ...errors },
      },
    },
    async (request) => service.updateQuestion(db, request.params.id, requireUser(request).id, request.body),
  );

  app.delete(
    '/community/questions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete your question (one with answers is hidden, its answers kept)',
        params: IdParams,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteQuestion(db, request.params.id, requireUser(request).id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/community/questions/:id/answers',
    {
      config: { writeLimit: WRITE_LIMITS.answer },
      schema: {
        tags,
        security,
        summary: 'Answer a question',
        params: IdParams,
        body: AnswerWriteSchema,
        response: { 201: AnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createAnswer(db, request.params.id, requireUser(request).id, request.body.body)),
  );

  app.post(
    '/community/questions/:id/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Accept an answer to your question, move the mark, or clear it with null',
        params: IdParams,
        body: AcceptAnswerSchema,
        response: { 200: QuestionDetailSchema, ...errors },
      },
    },
    async (request) => service.acceptAnswer(db, request.params.id, requireUser(request).id, request.body.answer_id),
  );

  app.put(
    '/community/answers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit your answer',
        params: IdParams,
        body: AnswerWriteSchema,
        response: { 200: AnswerSchema, ...errors },
      },
    },
    async (request) => service.updateAnswer(db, request.params.id, requireUser(request).id, request.body.body),
  );

  app.delete(
    '/community/answers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete your answer',
        params: IdParams,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteAnswer(db, request.params.id, requireUser(request).id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/community/votes',
    {
      schema: {
        tags,
        security,
        summary: 'Vote on a question or answer: 1 up, -1 down, 0 withdraws; repeating a vote changes nothing',
        body: VoteSchema,
        response: { 200: VoteResultSchema, ...errors },
      },
    },
    async (request) => service.castVote(db, requireUser(request).id, request.body),
  );
};
