import type { RouteObject } from 'react-router';
import { withQueryClient } from '@/lib/query-client';

/** /snippets and /snippets/{slug}: public pages; actions need a session. Each loads on demand. */
export const snippetRoutes: RouteObject[] = [
  {
    path: 'snippets',
    lazy: async () => ({ Component: (await import('./snippets-page')).SnippetsPage }),
  },
  // The list page loads the query cache after its heading (see its page); the rest waits for it.
  ...withQueryClient([
    {
      path: 'snippets/:slug',
      lazy: async () => ({ Component: (await import('./snippet-page')).SnippetPage }),
    },
  ]),
];
