// Bundles the server into dist/main.js. Our workspace packages are TypeScript source and get
// bundled in; every other dependency stays an ordinary import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@hammurabi/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
