import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { confirmSession } from '../auth/request-user.ts';
import { AppError } from './app-error.ts';
import { translateDatabaseError } from './database-errors.ts';

const statusMessages: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'User not authenticated',
  403: 'You do not have permission to do that.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  408: 'The request took too long.',
  409: 'The request conflicts with the current state.',
  413: 'The request body is too large.',
  415: 'Unsupported content type; send JSON.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/**
 * Installs the single error handler and the JSON 404 for the product API. Every error leaves
 * the server as `{"detail": "..."}` with the status that fits, never with a stack trace.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A route that checks the caller's session inside its own statement (a file save) can fail
    // before that statement: a signed-out caller still hears 401 first, as on every protected write.
    if (request.sessionPending && !(await confirmSession(request))) {
      return reply.status(401).send({ detail: 'User not authenticated' });
    }
    const known = error instanceof AppError ? error : translateDatabaseError(error);
    if (known) return reply.status(known.status).send({ detail: known.message, ...known.extra });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .map((issue) => {
          const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          const message = issue.message ?? 'is invalid';
          return where ? `${where}: ${message}` : message;
        })
        .join('; ');
      return reply.status(422).send({ detail });
    }
    if (error.validation) {
      return reply.status(422).send({ detail: error.message });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ detail: 'The request body is not valid JSON.' });
    }
    const framework = error.code?.startsWith('FST_') ? statusMessages[status] : undefined;
    return reply.status(status).send({ detail: framework ?? error.message });
  });
}
