import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';
import { pyodideAssets } from './pyodide-assets';
import { routePreloads } from './route-preloads';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), pyodideAssets(), routePreloads(), precompress()],
  // The browser runners (lib/runners) are module workers that load code on demand.
  worker: { format: 'es' },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // One file per lazily loaded screen keeps the first page small.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
    },
  },
});
