import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

let sourceBuild: Promise<string> | undefined;

/**
 * The JavaScript file a worker thread loads. The production build writes it beside main.js
 * (build.mjs); when the server runs from TypeScript source (tests, `npm run dev`), a worker
 * thread cannot load .ts files on Node 20, so the worker is bundled once per process into a
 * temporary file with esbuild (a development dependency, only imported in that case).
 */
export function engineWorkerFile(): Promise<string> {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return Promise.resolve(fileURLToPath(new URL('./engine-worker.js', here)));
  sourceBuild ??= bundleFromSource(fileURLToPath(new URL('./worker.ts', here)));
  return sourceBuild;
}

async function bundleFromSource(entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = join(tmpdir(), `hammurabi-engine-worker-${process.pid}-${randomUUID()}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    // CommonJS dependencies bundled into an ES module still call require.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  process.once('exit', () => rmSync(outfile, { force: true }));
  return outfile;
}
