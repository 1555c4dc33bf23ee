import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text files and WebAssembly worth compressing (the Python interpreter's 9.6 MB wasm gzips to
 * 3.5 MB); source maps are left alone (only developer tools fetch them).
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;
/** Brotli's top quality takes a minute on the 9.6 MB wasm; quality 9 takes seconds for 13% more bytes. */
const LARGE_FILE_BYTES = 1024 * 1024;
const LARGE_FILE_QUALITY = 9;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]:
          content.length > LARGE_FILE_BYTES ? LARGE_FILE_QUALITY : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  // A compressed copy that is not smaller would only cost the browser time.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every built text file, once at build
 * time, so the server hands out compressed files without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hammurabi:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await filesUnder(outDir);
      const targets: string[] = [];
      for (const file of files) {
        if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) targets.push(file);
      }
      await Promise.all(targets.map(compressFile));
    },
  };
}
