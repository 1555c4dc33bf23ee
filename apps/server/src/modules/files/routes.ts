import {
  CodeFileSchema,
  ErrorBodySchema,
  FileConflictSchema,
  FileSummarySchema,
  FileCreateSchema,
  FileSummaryListSchema,
  FileUpdateSchema,
  MAX_INT4,
  type FileSummary,
} from '@hammurabi/shared';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireConfirmedUser, requireUser } from '../../auth/request-user.ts';
import { AppError } from '../../http/app-error.ts';
import { fileSummaryJson } from './mapper.ts';
import * as service from './service.ts';

const ProjectParams = z.object({ id: z.string() });
const FileParams = z.object({ id: z.string(), fileId: z.string() });
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };
const tags = ['files'];
const security = [{ bearerAuth: [] }];

/** Reads the version from `If-Match: "7"` (or W/"7", or 7); undefined when absent. */
function versionFromIfMatch(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header);
  if (!match?.[1] || Number(match[1]) > MAX_INT4) {
    throw new AppError('validation_failed', 'If-Match must hold a file version, such as "3".');
  }
  return Number(match[1]);
}

type ZodSerializerRoute = Parameters<typeof serializerCompiler>[0];
const saveAnswerJson = (file: unknown) => fileSummaryJson(file as FileSummary);

/** A save's 200 answer is written by `fileSummaryJson`; its other answers as every route's. */
function saveSerializer(route: { httpStatus?: string; schema: unknown; method: string; url: string }) {
  return route.httpStatus === '200' ? saveAnswerJson : serializerCompiler(route as ZodSerializerRoute);
}

/** Code files of a project, with version-checked saves. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/projects/:id/files',
    {
      schema: {
        tags,
        summary: 'Files of a project, without content',
        params: ProjectParams,
        response: { 200: FileSummaryListSchema, ...errors },
      },
    },
    async (request) => service.listFiles(db, request.params.id, request.user?.id ?? null),
  );

  app.post(
    '/projects/:id/files',
    {
      schema: {
        tags,
        security,
        summary: 'Add a file (owner and editors)',
        params: ProjectParams,
        body: FileCreateSchema,
        response: { 201: CodeFileSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createFile(db, request.params.id, requireUser(request).id, request.body)),
  );

  app.get(
    '/projects/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: 'One file with its content; ETag is its version',
        params: FileParams,
        response: { 200: CodeFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const file = await service.getFile(db, request.params.id, request.params.fileId, request.user?.id ?? null);
      return reply.header('etag', `"${file.version}"`).header('cache-control', 'no-store').send(file);
    },
  );

  app.put(
    '/projects/:id/files/:fileId',
    {
      schema: {
        tags,
        security,
        summary: 'Save a change made to a given version (body "version" or If-Match); stale versions get 409',
        description: 'Answers the file without its content (the caller has it): the new version and metadata.',
        params: FileParams,
        body: FileUpdateSchema,
        headers: z.object({ 'if-match': z.string().optional() }),
        response: {
          200: FileSummarySchema,
          409: FileConflictSchema.or(ErrorBodySchema),
          428: ErrorBodySchema,
          ...errors,
        },
      },
      // The save statement checks the session itself (one round trip per save, not two).
      config: { sessionCheckedByHandler: true },
      serializerCompiler: saveSerializer,
    },
    async (request, reply) => {
      const headerVersion = versionFromIfMatch(request.headers['if-match']);
      const bodyVersion = request.body.version;
      if (headerVersion !== undefined && bodyVersion !== undefined && headerVersion !== bodyVersion) {
        throw new AppError('validation_failed', 'The If-Match header and the "version" field name different versions.');
      }
      const user = requireUser(request);
      const saver = { userId: user.id, sessionId: user.sessionId, confirmSession: () => requireConfirmedUser(request) };
      const file = await service.updateFile(db, request.params.id, request.params.fileId, saver, {
        ...request.body,
        version: bodyVersion ?? headerVersion,
      });
      return reply.header('etag', `"${file.version}"`).send(file);
    },
  );

  app.delete(
    '/projects/:id/files/:fileId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a file (owner and editors)',
        params: FileParams,
        response: { 204: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteFile(db, request.params.id, request.params.fileId, requireUser(request).id);
      return reply.status(204).send();
    },
  );
};
