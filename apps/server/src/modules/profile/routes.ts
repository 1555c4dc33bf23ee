import { AuthUserSchema, ErrorBodySchema, ProfileSchema, ProfileUpdateSchema } from '@hammurabi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/request-user.ts';
import { loadUser, serializeUser } from '../../auth/users.ts';
import { AppError } from '../../http/app-error.ts';
import { getProfile, updateProfile } from './service.ts';
import { perCaller } from '../../http/route-rate-limits.ts';

const secured = { security: [{ bearerAuth: [] }] };

/** The signed-in user and their profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/users/me',
    {
      schema: {
        ...secured,
        tags: ['profile'],
        summary: 'The signed-in user (the auth server user object)',
        response: { 200: AuthUserSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const user = await loadUser(app.database.db, caller.id);
      if (!user) throw new AppError('unauthenticated', 'User not authenticated');
      return serializeUser(user);
    },
  );

  app.get(
    '/auth/profile',
    {
      schema: {
        ...secured,
        tags: ['profile'],
        summary: "The signed-in user's profile",
        response: { 200: ProfileSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return getProfile(app.database.db, caller);
    },
  );

  app.put(
    '/auth/profile',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perCaller } },
      // Anonymous callers get 401 before their body is looked at.
      preValidation: async (request) => void requireUser(request),
      schema: {
        ...secured,
        tags: ['profile'],
        summary: "Update the signed-in user's profile",
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema, 401: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return updateProfile(app.database.db, caller, request.body);
    },
  );
};
