import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a strict Content-Security-Policy (no inline, remote or eval'd scripts).
 * Rate limits are in http/route-rate-limits.ts.
 */
export function registerSecurity(app: FastifyInstance): void {
  // The headers never depend on the request, so helmet computes them once here; running its
  // middleware per request (as @fastify/helmet does) parsed the whole policy again every time.
  const headers = securityHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/** The headers helmet sets for `options`, read from one throw-away response. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw new Error('helmet refused its options', { cause: error });
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/** The static file the playground's runners run in (apps/web/public/runner-frame.html). */
export const RUNNER_FRAME_FILE = 'runner-frame.html';

const HOST = /^[A-Za-z0-9.:[\]-]+$/;

/**
 * The runner frame's own policy, replacing the app's: it is sandboxed (opaque origin) even when
 * opened outside its iframe, loads scripts from us only, compiles WebAssembly but never eval()s,
 * starts workers from blob: URLs only (an opaque origin can start no other), and may fetch only the
 * runners' static files (Pyodide's wasm and standard library, QuickJS's wasm): never the API.
 * Paths need a host, so the request's Host names it; without a sound one nothing may be fetched.
 */
export function runnerFrameCsp(host: string): string {
  const files = HOST.test(host) ? `${host}/pyodide/ ${host}/assets/` : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self' 'wasm-unsafe-eval'",
    'worker-src blob:',
    `connect-src ${files}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-scripts',
  ].join('; ');
}

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // WebAssembly (the playground's Python and JavaScript runners) needs 'wasm-unsafe-eval';
      // it allows compiling wasm only, never eval() or inline scripts.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      // Libraries such as Radix and CodeMirror inject style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
    },
  },
  // With COOP same-origin (helmet's default) this makes pages cross-origin isolated, which lets the
  // playground stop a runaway Python program through a SharedArrayBuffer instead of killing its worker.
  // Every subresource is ours already (the CSP allows no other origin), so nothing else changes.
  crossOriginEmbedderPolicy: { policy: 'require-corp' },
  strictTransportSecurity: false,
};
