import type { RouteObject } from 'react-router';

/** /community (the board) and /community/questions/{id}; public, each screen loads on demand. */
export const communityRoutes: RouteObject[] = [
  {
    path: 'community',
    lazy: async () => ({ Component: (await import('./community-page')).CommunityPage }),
  },
  {
    path: 'community/questions/:questionId',
    lazy: async () => ({ Component: (await import('./question-page')).QuestionPage }),
  },
];
