import type { RouteObject } from 'react-router';

/** /admin: administrators only (others see the not-found page); the server checks every call. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', lazy: async () => ({ Component: (await import('./admin-page')).AdminPage }) },
];
