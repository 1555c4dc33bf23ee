import {
  CollaboratorAddSchema,
  CollaboratorListSchema,
  CollaboratorSchema,
  CollaboratorUpdateSchema,
  ErrorBodySchema,
  ProjectCreateSchema,
  ProjectForkSchema,
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
  ProjectUpdateSchema,
  StarStateSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import { callerHasRole } from '../../auth/roles.ts';
import { sendJsonPage } from '../../http/raw-json.ts';
import * as collaborators from './collaborators.ts';
import { ProjectListCache } from './list-cache.ts';
import * as service from './service.ts';

const ProjectParams = z.object({ id: z.string() });
const CollaboratorParams = z.object({ id: z.string(), userId: z.string() });
const errors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
};
const tags = ['projects'];
const security = [{ bearerAuth: [] }];

/** Projects, their stars, forks and collaborators. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const listCache = new ProjectListCache();

  app.get(
    '/projects',
    {
      schema: {
        tags,
        summary: 'List projects: your own and shared ones, or public ones (anonymous or ?visibility=public)',
        querystring: ProjectListQuerySchema,
        response: { 200: ProjectListSchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await service.listProjects(db, request.user?.id ?? null, request.query, {
        cache: listCache,
        snapshot: request.snapshot,
      });
      // The page is serialised once by the service (and perhaps remembered), so it goes out as is.
      return sendJsonPage(request, reply.header('x-total-count', String(page.total)), page);
    },
  );

  app.post(
    '/projects',
    {
      schema: {
        tags,
        security,
        summary: 'Create a project',
        body: ProjectCreateSchema,
        response: { 201: ProjectSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createProject(db, requireUser(request).id, request.body)),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'One project',
        params: ProjectParams,
        response: { 200: ProjectSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.getProject(db, request.params.id, request.user?.id ?? null),
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a project (owner and editors; visibility: owner only)',
        params: ProjectParams,
        body: ProjectUpdateSchema,
        response: { 200: ProjectSchema, ...errors },
      },
    },
    async (request) => service.updateProject(db, request.params.id, requireUser(request).id, request.body),
  );

  app.delete(
    '/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a project and its files (the owner; an administrator when its owner deleted their account)',
        params: ProjectParams,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await service.deleteProject(db, request.params.id, {
        id: user.id,
        email: user.email,
        admin: callerHasRole(request, 'admin'),
      });
      return reply.status(204).send();
    },
  );

  for (const [method, starred] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/projects/:id/star',
      {
        schema: {
          tags,
          security,
          summary: starred ? 'Star a project' : 'Remove your star',
          params: ProjectParams,
          response: { 200: StarStateSchema, ...errors },
        },
      },
      async (request) => service.setStar(db, request.params.id, requireUser(request).id, starred),
    );
  }

  app.post(
    '/projects/:id/fork',
    {
      schema: {
        tags,
        security,
        summary: 'Copy a project you can read, with its files, into a new private project of yours',
        params: ProjectParams,
        body: ProjectForkSchema.optional(),
        response: { 201: ProjectSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.forkProject(db, request.params.id, requireUser(request).id, request.body?.title)),
  );

  app.get(
    '/projects/:id/collaborators',
    {
      schema: {
        tags,
        security,
        summary: 'Collaborators of a project (members only)',
        params: ProjectParams,
        response: { 200: CollaboratorListSchema, ...errors },
      },
    },
    async (request) => collaborators.listCollaborators(db, request.params.id, request.user?.id ?? null),
  );

  app.post(
    '/projects/:id/collaborators',
    {
      schema: {
        tags,
        security,
        summary: 'Add a collaborator by username (owner only)',
        params: ProjectParams,
        body: CollaboratorAddSchema,
        response: { 201: CollaboratorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await collaborators.addCollaborator(db, request.params.id, requireUser(request).id, request.body)),
  );

  app.put(
    '/projects/:id/collaborators/:userId',
    {
      schema: {
        tags,
        security,
        summary: "Change a collaborator's role (owner only)",
        params: CollaboratorParams,
        body: CollaboratorUpdateSchema,
        response: { 200: CollaboratorSchema, ...errors },
      },
    },
    async (request) =>
      collaborators.changeCollaboratorRole(
        db,
        request.params.id,
        requireUser(request).id,
        request.params.userId,
        request.body.role,
      ),
  );

  app.delete(
    '/projects/:id/collaborators/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a collaborator (owner), or leave a project (yourself)',
        params: CollaboratorParams,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await collaborators.removeCollaborator(db, request.params.id, requireUser(request).id, request.params.userId);
      return reply.status(204).send();
    },
  );
};
