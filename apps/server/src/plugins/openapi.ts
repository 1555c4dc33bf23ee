import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeOperation } from './openapi-operation.ts';

/**
 * OpenAPI generated from the route schemas: JSON at /api/openapi.json, a viewer at /api/docs.
 * What every operation needs for client generators and linters (an operationId, declared
 * security, an error answer) is filled in from the route itself in `describeOperation`, so a new
 * route cannot forget it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hammurabi API',
        description:
          'The product API of Hammurabi. Authenticate with `Authorization: Bearer <access token>` from /auth/v1. ' +
          'Errors are `{"detail": "…"}`.',
        version: '1.0.0',
      },
      servers: [{ url: app.config.siteUrl.replace(/\/+$/, ''), description: 'This server' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'apikey',
            description: 'The public anon key from GET /api/config, sent with every /auth/v1 request.',
          },
          // The secret token of a support ticket's mailed link.
          supportToken: { type: 'apiKey', in: 'header', name: 'x-support-token' },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      return { ...transformed, schema: describeOperation(input.route.method, input.url, transformed.schema) };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
