import type { RouteObject } from 'react-router';

/** The site search results page. */
export const searchRoutes: RouteObject[] = [
  { path: 'search', lazy: async () => ({ Component: (await import('./search-page')).SearchPage }) },
];
