import path from 'node:path';
import { type Plugin, type Rollup, runnerImport } from 'vite';
import type { RouteModules } from './src/app/route-modules';

/** Where the server finds the table: beside index.html in the build output. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The chunk `chunk` and every chunk it imports statically, transitively. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withStaticImports(bundle, imported, into);
  }
  return into;
}

/**
 * Writes `route-preloads.json`: for each public route of `src/app/route-modules.ts`, the chunk
 * files (and their stylesheets) its screen and content need that the entry script does not
 * already bring, and the content it carries as data. The server names the files as links in that
 * route's HTML and writes the data into it as a JSON block. A listed module the build does not
 * contain fails the build, so a renamed screen cannot silently drop its preloads.
 */
export function routePreloads(): Plugin {
  let repositoryRoot = '';
  let tableModule = '';
  let routeModules: RouteModules[] = [];
  return {
    name: 'hammurabi:route-preloads',
    apply: 'build',
    configResolved(config) {
      repositoryRoot = path.resolve(config.root, '../..');
      tableModule = path.resolve(config.root, 'src/app/route-modules.ts');
    },
    async buildStart() {
      // Loaded through Vite rather than imported by this file: the table reads the content
      // package, whose TypeScript sources Node cannot load as the config's own imports.
      const { module } = await runnerImport<{ routeModules: RouteModules[] }>(tableModule, {
        configFile: false,
        logLevel: 'silent',
      });
      routeModules = module.routeModules;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const chunkOf = new Map<string, OutputChunk>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const inEntry = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) withStaticImports(bundle, chunk, inEntry);
      const inEntryCss = new Set(
        [...inEntry].flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]),
      );

      const routes: Record<string, string[]> = {};
      const data: Record<string, { key: string; value: unknown }> = {};
      for (const { route, modules, data: routeData } of routeModules) {
        if (routeData) data[route] = routeData;
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunkOf.get(path.join(repositoryRoot, module));
          if (!chunk) this.error(`route-preloads: ${route} names ${module}, which the build does not contain.`);
          withStaticImports(bundle, chunk, files);
        }
        const scripts = [...files].filter((file) => !inEntry.has(file));
        // Vite's loader waits for a screen's stylesheets before the screen renders; listed in the
        // HTML they load with the page, and the loader skips a stylesheet already in the document.
        const styles = new Set(
          scripts.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]),
        );
        for (const file of inEntryCss) styles.delete(file);
        routes[route] = [...scripts, ...styles].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify({ routes, data })}\n` });
    },
  };
}
