import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, NewsletterSubscribeSchema, NewsletterSubscriptionSchema } from '@hammurabi/shared';
import { subscribe } from './service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
        body: NewsletterSubscribeSchema,
        response: { 200: NewsletterSubscriptionSchema, 422: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => subscribe(app.database.db, request.body),
  );
};
