import { AchievementListSchema, DashboardStatsSchema, ErrorBodySchema } from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/request-user.ts';
import { dashboardStats, listAchievements } from './service.ts';

const tags = ['dashboard'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's dashboard numbers and achievements (spec §2.6). */
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
};
