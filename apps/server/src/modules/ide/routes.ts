import { LAWS, defaultLawSettings, effectiveLawSettings, lawsInForce } from '@hammurabi/analysis';
import {
  BREVITY_LIMIT_RANGES,
  LAW_PROFILES,
  LAW_PROFILE_DESCRIPTIONS,
  LAW_PROFILE_LABELS,
  ErrorBodySchema,
  IdeCheckRequestSchema,
  IdeCheckResultSchema,
  LawCatalogSchema,
  LawSettingsSchema,
  ProjectLawSettingsSchema,
  ReleaseCreateSchema,
  ReleaseDetailSchema,
  ReleaseListSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/request-user.ts';
import { checkFile } from './check.ts';
import { getLawSettings, putLawSettings } from './law-settings.ts';
import { toSettingsBody } from './mapper.ts';
import { createRelease, getRelease, listReleases } from './releases.ts';
import { perCaller } from '../../http/route-rate-limits.ts';

const ProjectParams = z.object({ id: z.string() });
const ReleaseParams = z.object({ id: z.string(), releaseId: z.string() });
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };
const tags = ['ide'];
const security = [{ bearerAuth: [] }];

/** The laws and profiles never change while the server runs. */
const catalog = {
  laws: LAWS.map((law) => ({ ...law })),
  profiles: LAW_PROFILES.map((id) => ({
    id,
    label: LAW_PROFILE_LABELS[id],
    description: LAW_PROFILE_DESCRIPTIONS[id],
    settings: toSettingsBody(defaultLawSettings(id)),
    laws: lawsInForce(effectiveLawSettings(defaultLawSettings(id))),
  })),
  limit_ranges: {
    function_lines: BREVITY_LIMIT_RANGES.functionLines,
    complexity: BREVITY_LIMIT_RANGES.complexity,
    nesting: BREVITY_LIMIT_RANGES.nesting,
    parameters: BREVITY_LIMIT_RANGES.parameters,
  },
};

/** The Hammurabi IDE: laws, project law profiles, checks and releases. */
export const ideRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const engine = app.ai.engine;

  app.get(
    '/laws',
    { schema: { tags, summary: 'The laws HB001–HB005 and the law profiles', response: { 200: LawCatalogSchema } } },
    async () => catalog,
  );

  app.get(
    '/projects/:id/law-settings',
    {
      schema: {
        tags,
        summary: "The project's law profile (readers of the project)",
        params: ProjectParams,
        response: { 200: ProjectLawSettingsSchema, ...errors },
      },
    },
    async (request) => getLawSettings(db, request.params.id, request.user?.id ?? null),
  );

  app.put(
    '/projects/:id/law-settings',
    {
      schema: {
        tags,
        security,
        summary: "Set the project's law profile (owner); reviews and the IDE apply it",
        params: ProjectParams,
        body: LawSettingsSchema,
        response: { 200: ProjectLawSettingsSchema, ...errors },
      },
    },
    async (request) => putLawSettings(db, request.params.id, requireUser(request).id, request.body),
  );

  app.post(
    '/ide/check',
    {
      schema: {
        tags,
        summary: 'Check one file with the analysis engine under a profile or a project’s law settings',
        description:
          'Public. Send `profile` (default strict) or `project_id` (readers of the project). Content up to 1 MB; ' +
          'the engine reads the first 5,000 lines.',
        body: IdeCheckRequestSchema,
        response: { 200: IdeCheckResultSchema, 429: ErrorBodySchema, 503: ErrorBodySchema, ...errors },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perCaller } },
    },
    async (request) => checkFile(db, engine, request.user?.id ?? null, request.body),
  );

  app.post(
    '/projects/:id/releases',
    {
      schema: {
        tags,
        security,
        summary: 'Deploy: record a release of every file through the law gate (owner)',
        description:
          'Every file is checked under the project’s law profile; the release is stored as `deployed` when no ' +
          'file has a Critical or Major violation. Otherwise nothing is stored and the answer is 422 with the ' +
          "gate's verdict as `detail` and each file's counts as `files`.",
        params: ProjectParams,
        body: ReleaseCreateSchema,
        response: { 201: ReleaseDetailSchema, 429: ErrorBodySchema, 503: ErrorBodySchema, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perCaller } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRelease(db, engine, request.params.id, requireUser(request).id, request.body.environment)),
  );

  app.get(
    '/projects/:id/releases',
    {
      schema: {
        tags,
        summary: "The project's releases, newest first (readers of the project)",
        params: ProjectParams,
        response: { 200: ReleaseListSchema, ...errors },
      },
    },
    async (request) => listReleases(db, request.params.id, request.user?.id ?? null),
  );

  app.get(
    '/projects/:id/releases/:releaseId',
    {
      schema: {
        tags,
        summary: 'One release with its files as they were then',
        params: ReleaseParams,
        response: { 200: ReleaseDetailSchema, ...errors },
      },
    },
    async (request) => getRelease(db, request.params.id, request.params.releaseId, request.user?.id ?? null),
  );
};
