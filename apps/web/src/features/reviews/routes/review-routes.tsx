import type { RouteObject } from 'react-router';

/** /code-review, loaded on demand; visitors see its signed-out text. */
export const reviewRoutes: RouteObject[] = [
  { path: 'code-review', lazy: async () => ({ Component: (await import('./code-review-page')).CodeReviewPage }) },
];
