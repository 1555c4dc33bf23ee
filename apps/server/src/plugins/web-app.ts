import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RUNNER_FRAME_FILE, runnerFrameCsp } from './security.ts';
import { shellEncoding, WebShell } from './web-shell.ts';

const API_PREFIXES = ['/api/', '/auth/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));
}

/**
 * Serves the built React app: hashed assets cached for a year and sent pre-compressed (Brotli or
 * gzip, written at build time), `index.html` never cached, and
 * every non-API GET that matches no file answered with `index.html` so client routes work (with
 * the route's own chunks named for preloading, see web-shell.ts).
 * Unknown API paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  const shell = built ? new WebShell(webDistDir) : undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Every built file gets its own route at start-up; the rest falls through to the handler below.
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of every text file; browsers get the smallest they accept.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Hashed assets and the versioned Pyodide folder never change under the same name.
        const immutable =
          filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}pyodide${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The playground's runner frame has an opaque origin, so everything it loads from us is a
        // cross-origin request: these files are public, and readable from any origin.
        void reply.header('access-control-allow-origin', '*');
        // (The file sent may be its pre-compressed copy.)
        if (filePath.replace(/\.(br|gz)$/, '') === path.join(webDistDir, RUNNER_FRAME_FILE)) {
          void reply.header('content-security-policy', runnerFrameCsp(reply.request.host));
          reply.removeHeader('x-frame-options');
          // An opaque origin cannot be origin-keyed; asking made Chromium warn on every frame.
          reply.removeHeader('origin-agent-cluster');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) {
      return reply.status(404).send({ detail: `No API route matches ${request.method} ${request.url.split('?')[0]}.` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    if (!shell) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app has not been built. Run `npm run build`, or use `npm run dev` while developing.');
    }
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    if (lastSegment.includes('.')) {
      // A missing file such as /logo.png must not be answered with HTML.
      return reply.status(404).type('text/plain').send('Not found.');
    }
    const { body, encoding } = shell.answer(
      request.url.split('?')[0] ?? '/',
      shellEncoding(request.headers['accept-encoding']),
    );
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}
