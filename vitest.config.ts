import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Server tests mostly wait on PostgreSQL and HTTP, so even a 2-core machine runs two files at
    // once (Vitest's default would be one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          // Each file builds its own app on its own database (harness.ts) and keeps no state in
          // modules, so a worker loads the server's modules once instead of once per file.
          isolate: false,
          // Concurrent tests (the judged exercises) at most three at once: each starts sandboxes
          // that load Pyodide or javac, and more would starve the timed runs of other files.
          maxConcurrency: 3,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions over their inputs: a worker loads the engine and the contracts once
          // instead of once per file (a third of this project's CPU time was those reloads).
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Each file starts its own local API and restores what it replaces (fetch, timers), so
          // a worker may load React and the app's modules once for all its files.
          isolate: false,
        },
      },
    ],
  },
});
