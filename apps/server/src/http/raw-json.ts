import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that was serialised already (and shaped by a mapper that follows the route's
 * response contract), so the route's serializer does not parse and stringify it a second time.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
