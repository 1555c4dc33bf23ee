import type { RouteObject } from 'react-router';

/** /snippets and /snippets/{slug}: public pages; actions need a session. Each loads on demand. */
export const snippetRoutes: RouteObject[] = [
  {
    path: 'snippets',
    lazy: async () => ({ Component: (await import('./snippets-page')).SnippetsPage }),
  },
  {
    path: 'snippets/:slug',
    lazy: async () => ({ Component: (await import('./snippet-page')).SnippetPage }),
  },
];
