import type { RouteObject } from 'react-router';
import { withQueryClient } from '@/lib/query-client';

/** /community (the board), /community/questions/{id} and /community/tags; public, each screen loads on demand. */
export const communityRoutes: RouteObject[] = [
  {
    path: 'community',
    lazy: async () => ({ Component: (await import('./community-page')).CommunityPage }),
  },
  // The list page loads the query cache after its heading (see its page); the rest waits for it.
  ...withQueryClient([
    {
      path: 'community/questions/:questionId',
      lazy: async () => ({ Component: (await import('./question-page')).QuestionPage }),
    },
    {
      path: 'community/tags',
      lazy: async () => ({ Component: (await import('./tags-page')).TagsPage }),
    },
  ]),
];
