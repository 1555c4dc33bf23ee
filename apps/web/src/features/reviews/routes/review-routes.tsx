import type { RouteObject } from 'react-router';

/** /code-review, loaded on demand; it sits in the guarded route group. */
export const reviewRoutes: RouteObject[] = [
  { path: 'code-review', lazy: async () => ({ Component: (await import('./code-review-page')).CodeReviewPage }) },
];
