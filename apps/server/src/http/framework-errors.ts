import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const messages: Record<string, { status: number; detail: string }> = {
  FST_ERR_BAD_URL: { status: 400, detail: 'The address is not valid: it has a malformed %-escape.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'A part of the address is too long.' },
};

/**
 * Errors Fastify's router raises before any route runs (a malformed %-escape, a path part over
 * the length limit), answered as `{"detail"}` like every other error, without echoing the path.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = messages[error.code];
  if (!known) request.log.error({ code: error.code }, 'router error');
  void reply
    .status(known?.status ?? 500)
    .send({ detail: known?.detail ?? 'Something went wrong on our side. Please try again.' });
}
