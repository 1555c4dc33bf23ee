import {
  ErrorBodySchema,
  PlaygroundAnalysisSchema,
  PlaygroundAnalyzeRequestSchema,
  PlaygroundProgramInputSchema,
  PlaygroundProgramListSchema,
  PlaygroundProgramSchema,
  PlaygroundProgramUpdateSchema,
  PlaygroundRunRequestSchema,
  PlaygroundRunResponseSchema,
  PlaygroundStatusSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import { AppError } from '../../http/app-error.ts';
import { JavaService } from './java/java-service.ts';
import * as service from './service.ts';
import { perCaller } from '../../http/route-rate-limits.ts';
import { WRITE_LIMITS } from '../../http/write-limits.ts';

const IdParams = z.object({ id: z.string() });
const SlugParams = z.object({ slug: z.string() });
const ConflictSchema = ErrorBodySchema.extend({ current_version: z.number().int().optional() });
const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ConflictSchema, 422: ErrorBodySchema };
const tags = ['playground'];
const security = [{ bearerAuth: [] }];

/** The playground: Java runs, code analysis, and saved and shared programs. */
export const playgroundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const java = new JavaService({
    config: app.config.playground,
    db,
    jobs: app.jobs,
    waiter: app.jobWaiter,
    runnerMode: app.config.jobs.runnerMode,
    leaseSeconds: app.config.jobs.leaseSeconds,
  });

  app.get(
    '/playground/status',
    {
      schema: {
        tags,
        summary: 'Whether Java programs can run on this server, and why not',
        response: { 200: PlaygroundStatusSchema },
      },
    },
    async () => ({ java: await java.status() }),
  );

  app.post(
    '/playground/run',
    {
      schema: {
        tags,
        security,
        summary: 'Compile a Java program and run it against its test cases in a sandbox',
        description:
          'Queued as a runner job (one account may have 2 runs unfinished; 429 beyond). A runner compiles once with ' +
          'javac, then runs `java` once per test (stdin = the test input) inside bubblewrap as a user of its own: no ' +
          'network, read-only root, a 16 MB /tmp, CPU, memory, process and output limits, and a wall-clock kill at ' +
          '`timeLimitMs`. Closing the connection stops the run. 503 when Java is off or no runner takes it.',
        body: PlaygroundRunRequestSchema,
        response: { 200: PlaygroundRunResponseSchema, 429: ErrorBodySchema, 503: ErrorBodySchema, ...errors },
      },
      config: {
        rateLimit: { max: app.config.playground.javaRunsPerMinute, timeWindow: '1 minute', keyGenerator: perCaller },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const controller = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) controller.abort(new AppError('bad_request', 'The run was stopped.'));
      };
      reply.raw.on('close', onClose);
      try {
        const { code, tests, timeLimitMs } = request.body;
        return await java.run(`user:${user.id}`, { code, tests, timeLimitMs }, controller.signal);
      } finally {
        reply.raw.off('close', onClose);
      }
    },
  );

  app.post(
    '/playground/analyze',
    {
      schema: {
        tags,
        summary: "The analysis engine's findings (laws HB001–HB005, security, performance) for playground code",
        body: PlaygroundAnalyzeRequestSchema,
        response: { 200: PlaygroundAnalysisSchema, 422: ErrorBodySchema, 429: ErrorBodySchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perCaller } },
    },
    async (request) => service.analyzeProgram(request.body),
  );

  app.get(
    '/playground/programs',
    {
      schema: {
        tags,
        security,
        summary: 'Your saved programs, most recently changed first',
        response: { 200: PlaygroundProgramListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.listPrograms(db, requireUser(request).id),
  );

  app.post(
    '/playground/programs',
    {
      config: { writeLimit: WRITE_LIMITS.program },
      schema: {
        tags,
        security,
        summary: 'Save a program with its test cases',
        body: PlaygroundProgramInputSchema,
        response: { 201: PlaygroundProgramSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createProgram(db, requireUser(request).id, request.body)),
  );

  app.get(
    '/playground/programs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of your saved programs',
        params: IdParams,
        response: { 200: PlaygroundProgramSchema, ...errors },
      },
    },
    async (request) => service.getProgram(db, requireUser(request).id, request.params.id),
  );

  app.put(
    '/playground/programs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a saved program (send the version you started from; 409 if it changed)',
        params: IdParams,
        body: PlaygroundProgramUpdateSchema,
        response: { 200: PlaygroundProgramSchema, ...errors },
      },
    },
    async (request) => service.updateProgram(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/playground/programs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a saved program',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteProgram(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/playground/shared/:slug',
    {
      schema: {
        tags,
        summary: 'A saved program opened through its share link (anyone with the link)',
        params: SlugParams,
        response: { 200: PlaygroundProgramSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => service.getSharedProgram(db, request.user?.id ?? null, request.params.slug),
  );
};
