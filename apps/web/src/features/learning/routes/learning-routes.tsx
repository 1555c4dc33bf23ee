import type { RouteObject } from 'react-router';
import { withQueryClient } from '@/lib/query-client';

/** /learning, a path and a module: public pages (progress needs a session). Each loads on demand. */
export const learningRoutes: RouteObject[] = [
  {
    path: 'learning',
    lazy: async () => ({ Component: (await import('./learning-page')).LearningPage }),
  },
  // The list page loads the query cache after its heading (see its page); the rest waits for it.
  ...withQueryClient([
    {
      path: 'learning/:pathId',
      lazy: async () => ({ Component: (await import('./path-page')).PathPage }),
    },
    {
      path: 'learning/:pathId/:moduleId',
      lazy: async () => ({ Component: (await import('./module-page')).ModulePage }),
    },
  ]),
];

/** A learner's review request, for its reviewers (and its learner); in the guarded route group. */
export const learningGuardedRoutes: RouteObject[] = [
  {
    path: 'learning/review-requests/:requestId',
    lazy: async () => ({ Component: (await import('./review-request-page')).ReviewRequestPage }),
  },
];
