import type { RouteObject } from 'react-router';

/** /dashboard, loaded on demand; it sits in the guarded route group. */
export const dashboardRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: async () => ({ Component: (await import('./dashboard-page')).DashboardPage }) },
];
