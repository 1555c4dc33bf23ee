// Bundles the server into dist/main.js and its worker threads beside it: the analysis engine
// (dist/engine-worker.js), password hashing (dist/password-worker.js) and the
// JavaScript judge (dist/judge-javascript-worker.js); src/worker-file.ts
// looks for them there. Our workspace packages are TypeScript source and get bundled in; every
// other dependency stays an ordinary import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'engine-worker': 'src/ai/engine/worker.ts',
    'password-worker': 'src/auth/password-worker.ts',
    'judge-javascript-worker': 'src/modules/judge/javascript-worker.ts',
  },
  outdir: 'dist',
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
