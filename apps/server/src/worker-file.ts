import { createHash, randomUUID } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The worker threads' entry points: the name of each built file and its source, relative to this module. */
const WORKERS = {
  'engine-worker': './ai/engine/worker.ts',
  'password-worker': './auth/password-worker.ts',
  'judge-javascript-worker': './modules/judge/javascript-worker.ts',
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

/**
 * Bundles a worker in memory and writes it under a name made of its content's hash, so every
 * process with the same sources shares one file and nothing is left behind per process (test
 * runners end their worker processes without an exit event).
 */
async function bundleFromSource(name: WorkerName, entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    write: false,
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
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild wrote nothing for ${entry}`);
  const digest = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `hammurabi-${name}-${digest}.mjs`);
  if (!existsSync(file)) {
    // Written aside and renamed, so a process never loads another one's half-written file.
    const partial = `${file}.${process.pid}-${randomUUID()}`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
