import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The worker threads' entry points: the name of each built file and its source, relative to this module. */
const WORKERS = {
  'engine-worker': './ai/engine/worker.ts',
  'password-worker': './auth/password-worker.ts',
} as const;

export type WorkerName = keyof typeof WORKERS;

const sourceBuilds = new Map<WorkerName, Promise<string>>();

/**
 * The JavaScript file a worker thread loads. The production build writes it beside main.js
 * (build.mjs); when the server runs from TypeScript source (tests, `npm run dev`), a worker
 * thread cannot load .ts files on Node 20, so the worker is bundled once per process into a
 * temporary file with esbuild (a development dependency, only imported in that case).
 */
export function workerFile(name: WorkerName): Promise<string> {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return Promise.resolve(fileURLToPath(new URL(`./${name}.js`, here)));
  let built = sourceBuilds.get(name);
  if (!built) {
    built = bundleFromSource(name, fileURLToPath(new URL(WORKERS[name], here)));
    sourceBuilds.set(name, built);
  }
  return built;
}

async function bundleFromSource(name: WorkerName, entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = join(tmpdir(), `hammurabi-${name}-${process.pid}-${randomUUID()}.mjs`);
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
