import {
  text,
  CodeFileSchema,
  ErrorBodySchema,
  SnippetCopyToProjectSchema,
  SnippetCreateSchema,
  SnippetForkSchema,
  SnippetLikeStateSchema,
  SnippetListQuerySchema,
  SnippetListSchema,
  SnippetSchema,
  SnippetUpdateSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import { sendJsonPage } from '../../http/raw-json.ts';
import * as service from './service.ts';
import { WRITE_LIMITS } from '../../http/write-limits.ts';

// An id or a slug; text() refuses NUL and lone surrogates before they reach a query.
const SnippetParams = z.object({ id: text() });
const errors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};
const tags = ['snippets'];
const security = [{ bearerAuth: [] }];

/** The shared code snippets library: browse, search, add, like, fork and save into projects. */
export const snippetRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const listCache = new service.SnippetListCache();

  app.get(
    '/snippets',
    {
      schema: {
        tags,
        summary:
          'Search snippets: public ones for everyone, plus your private ones (mine=true: only yours). Ranked by relevance when q is given (c#, c++, f# matched whole on language and tags; a language name ranks that language first); x-total-count has the number of matches',
        querystring: SnippetListQuerySchema,
        response: { 200: SnippetListSchema, 401: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const viewerId = request.user?.id ?? null;
      const page = await service.listSnippets(db, viewerId, request.query, listCache, request.snapshot);
      // Serialised once by the service (and perhaps remembered), so it goes out as is.
      return sendJsonPage(request, reply.header('x-total-count', String(page.total)), page);
    },
  );

  app.post(
    '/snippets',
    {
      config: { writeLimit: WRITE_LIMITS.snippet },
      schema: {
        tags,
        security,
        summary: 'Add a snippet (title, description and code required; defaults Python and Utilities)',
        body: SnippetCreateSchema,
        response: { 201: SnippetSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createSnippet(db, requireUser(request).id, request.body)),
  );

  app.get(
    '/snippets/:id',
    {
      schema: {
        tags,
        summary: 'One snippet by id or slug; counts a view once per user or visitor per day',
        params: SnippetParams,
        response: { 200: SnippetSchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      service.getSnippet(db, request.params.id, {
        userId: request.user?.id ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  app.put(
    '/snippets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change your snippet (its slug stays)',
        params: SnippetParams,
        body: SnippetUpdateSchema,
        response: { 200: SnippetSchema, ...errors },
      },
    },
    async (request) => service.updateSnippet(db, request.params.id, requireUser(request).id, request.body),
  );

  app.delete(
    '/snippets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete your snippet',
        params: SnippetParams,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteSnippet(db, request.params.id, requireUser(request).id);
      return reply.status(204).send();
    },
  );

  for (const [method, liked] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/snippets/:id/like',
      {
        schema: {
          tags,
          security,
          summary: liked ? 'Like a snippet (idempotent)' : 'Take your like back (idempotent)',
          params: SnippetParams,
          response: { 200: SnippetLikeStateSchema, ...errors },
        },
      },
      async (request) => service.setLike(db, request.params.id, requireUser(request).id, liked),
    );
  }

  app.post(
    '/snippets/:id/fork',
    {
      config: { writeLimit: WRITE_LIMITS.snippet },
      schema: {
        tags,
        security,
        summary: 'Copy a snippet you can read into a new private snippet of yours',
        params: SnippetParams,
        body: SnippetForkSchema.optional(),
        response: { 201: SnippetSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.forkSnippet(db, request.params.id, requireUser(request).id, request.body?.title)),
  );

  app.post(
    '/snippets/:id/copy-to-project',
    {
      schema: {
        tags,
        security,
        summary: 'Save a snippet as a new file in a project you can write (owner or editor)',
        params: SnippetParams,
        body: SnippetCopyToProjectSchema,
        response: { 201: CodeFileSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.copyToProject(db, request.params.id, requireUser(request).id, request.body)),
  );
};
