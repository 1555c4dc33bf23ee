import { fileURLToPath } from 'node:url';

// Resolved from this module's own location: `src/paths.ts` while developing, the bundled
// `dist/main.js` in production. Both sit one level below the server package root.
const serverRoot = fileURLToPath(new URL('../', import.meta.url));

/** Absolute paths the server needs at run time. */
export const paths = {
  serverRoot,
  migrations: fileURLToPath(new URL('../drizzle', import.meta.url)),
  seedSnippets: fileURLToPath(new URL('../seed/snippets', import.meta.url)),
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
};
