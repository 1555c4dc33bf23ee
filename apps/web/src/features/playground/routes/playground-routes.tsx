import type { RouteObject } from 'react-router';

/** The public playground, and the short links of saved programs. */
export const playgroundRoutes: RouteObject[] = [
  { path: 'playground', lazy: async () => ({ Component: (await import('./playground-page')).PlaygroundPage }) },
  { path: 'playground/p/:slug', lazy: async () => ({ Component: (await import('./playground-page')).PlaygroundPage }) },
];
