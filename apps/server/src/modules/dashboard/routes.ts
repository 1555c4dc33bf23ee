import {
  AchievementListSchema,
  CodeMetricsSchema,
  DashboardStatsSchema,
  DashboardVisitSchema,
  ErrorBodySchema,
  LearningProgressSchema,
} from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/request-user.ts';
import { codeMetrics } from './repository-code-metrics.ts';
import { learningProgress } from './learning-progress.ts';
import { dashboardStats, listAchievements } from './service.ts';
import { recordDashboardVisit } from './repository-visits.ts';

const tags = ['dashboard'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's dashboard numbers and achievements. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Projects, reviews this month, streak and achievements',
        response: { 200: DashboardStatsSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => dashboardStats(db, requireUser(request).id),
  );
  app.get(
    '/dashboard/achievements',
    {
      schema: {
        tags,
        security,
        summary: 'Every achievement, with when you earned it',
        response: { 200: AchievementListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => listAchievements(db, requireUser(request).id),
  );
  app.get(
    '/dashboard/code-metrics',
    {
      schema: {
        tags,
        security,
        summary: 'Ratings, score trend and weakest files from the latest AI reviews of your files',
        response: { 200: CodeMetricsSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => codeMetrics(db, requireUser(request).id),
  );
  app.get(
    '/dashboard/learning-progress',
    {
      schema: {
        tags,
        security,
        summary: 'The learning paths you have started, with how far you are',
        response: { 200: LearningProgressSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => learningProgress(db, requireUser(request).id),
  );
  app.post(
    '/dashboard/visits',
    {
      schema: {
        tags,
        security,
        summary: 'Records a dashboard visit; says whether it was the first one',
        response: { 200: DashboardVisitSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => recordDashboardVisit(db, requireUser(request).id),
  );
};
