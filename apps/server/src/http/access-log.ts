import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Request logging that costs little: one flat summary line per request at info (method, path,
 * status, milliseconds) instead of Fastify's two serialised objects, and the full incoming
 * request (headers, remote address) only at debug. A failed response still logs its error.
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const summary = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) request.log.error({ ...summary, err: error }, 'request errored');
    else request.log.info(summary, 'request');
  }
}
