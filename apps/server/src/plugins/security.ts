import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a strict Content-Security-Policy (no inline, remote or eval'd scripts).
 * Rate limits are in http/route-rate-limits.ts.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}
