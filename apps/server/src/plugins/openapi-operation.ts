import type { FastifySchema } from 'fastify';

const API_ERROR = {
  description: 'The request was refused; `detail` says why.',
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
};

const AUTH_ERROR = {
  description: 'The request was refused, in GoTrue’s error shape.',
  type: 'object',
  properties: {
    code: { type: 'integer' },
    error_code: { type: 'string' },
    msg: { type: 'string' },
    message: { type: 'string' },
  },
};

const AUTH_ANSWER = {
  description: 'The answer of the Supabase Auth (GoTrue) protocol for this operation.',
  type: 'object',
};

const STREAM_ANSWER = {
  description: 'Server-Sent Events (`text/event-stream`).',
  type: 'string',
};

function pascal(word: string): string {
  return word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * A stable operationId from the method and path, which client generators name functions after:
 * `GET /api/projects/:id/files` → `getProjectsByIdFiles`, `POST /auth/v1/token` → `authPostToken`.
 */
export function operationIdFor(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean);
  const isAuth = segments[0] === 'auth';
  const rest = segments.slice(isAuth ? 2 : segments[0] === 'api' ? 1 : 0);
  const name = rest.map((segment) => (segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment)));
  const verb = method.toLowerCase();
  return (isAuth ? `auth${pascal(verb)}` : verb) + name.join('');
}

/**
 * Completes one operation's description: an operationId; declared security (product routes
 * read an optional bearer token, so an undeclared route is "anonymous or signed in"; /auth/v1
 * routes need the apikey); an error answer where the route lists none; and the stream answer
 * of Server-Sent Events routes.
 */
export function describeOperation(
  method: string | string[],
  url: string,
  schema: FastifySchema | undefined,
): FastifySchema {
  const verb = Array.isArray(method) ? method[0]! : method;
  const isAuth = url.startsWith('/auth/');
  const described: FastifySchema = { ...schema };
  described.operationId ??= operationIdFor(verb, url);
  described.security ??= isAuth ? [{ apiKey: [] }] : [{}, { bearerAuth: [] }];
  const response: Record<string, unknown> = { ...(described.response as Record<string, unknown> | undefined) };
  const statuses = Object.keys(response);
  if (!statuses.some((status) => status.startsWith('2'))) {
    if (described.produces?.includes('text/event-stream')) response['200'] = STREAM_ANSWER;
    else if (isAuth) response['200'] = AUTH_ANSWER;
  }
  if (!statuses.some((status) => status.startsWith('4'))) response['4XX'] = isAuth ? AUTH_ERROR : API_ERROR;
  described.response = response;
  return described;
}
