import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The files of the `pyodide` package the browser loads: interpreter, its loader and the standard library. */
const PYODIDE_FILES = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'];

const CONTENT_TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

function pyodidePackage(): { dir: string; version: string } {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('pyodide/package.json');
  const { version } = require(manifest) as { version: string };
  return { dir: path.dirname(manifest), version };
}

/**
 * Serves Pyodide from our own origin (no CDN): the build copies its files to
 * `/pyodide/<version>/` (a versioned path, so they can be cached for a year) and the dev server
 * answers the same path from node_modules. The app reads the path from `__PYODIDE_BASE__`.
 */
export function pyodideAssets(): Plugin {
  const { dir, version } = pyodidePackage();
  const base = `/pyodide/${version}/`;
  return {
    name: 'hammurabi:pyodide-assets',
    config: () => ({ define: { __PYODIDE_BASE__: JSON.stringify(base) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.startsWith(base) ? request.url.slice(base.length).split('?')[0] : undefined;
        if (!name || !PYODIDE_FILES.includes(name)) return next();
        response.setHeader('content-type', CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream');
        createReadStream(path.join(dir, name)).pipe(response);
      });
    },
    async generateBundle() {
      for (const name of PYODIDE_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}${name}`,
          source: await readFile(path.join(dir, name)),
        });
      }
    },
  };
}
