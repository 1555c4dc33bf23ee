import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request to the local API with its JSON body, the path's `:name` params and the query. */
export type LocalRequest = IncomingMessage & { body: unknown; params: Record<string, string>; query: URLSearchParams };

/** One route of a local API: the method and a path pattern whose `:name` parts become params. */
export type LocalRoute = (request: LocalRequest, response: ServerResponse) => void | Promise<void>;

/** A real HTTP server on a free loopback port answering `/api/*` for component tests. */
export interface LocalApi {
  url: string;
  close(): Promise<void>;
}

function matches(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Sends `body` as JSON with `status`. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Starts the server with routes keyed `"METHOD /api/path/:param"`; an unknown route answers 404
 * with `{detail}` like the product API.
 */
export async function startLocalApi(routes: Record<string, LocalRoute>): Promise<LocalApi> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const found = Object.entries(routes)
      .map(([key, route]) => {
        const [method, pattern = ''] = key.split(' ');
        return method === request.method ? { route, params: matches(pattern, url.pathname) } : null;
      })
      .find((candidate) => candidate?.params);
    if (!found?.params) {
      sendJson(response, 404, { detail: `No route ${request.method ?? ''} ${url.pathname}` });
      return;
    }
    const { route, params } = found;
    readJson(request)
      .then((body) => route(Object.assign(request, { body, params, query: url.searchParams }), response))
      .catch((error: unknown) => sendJson(response, 500, { detail: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The app asks for `/api/...` relative to its page, as a browser resolves it against the
  // document; Node's fetch needs the origin spelled out.
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    nodeFetch(typeof input === 'string' && input.startsWith('/') ? `${url}${input}` : input, init);
  return {
    url,
    close: async () => {
      globalThis.fetch = nodeFetch;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
