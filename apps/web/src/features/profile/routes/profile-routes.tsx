import type { RouteObject } from 'react-router';

/** /profile, loaded on demand; it sits in the guarded route group. */
export const profileRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await import('./profile-page')).ProfilePage }) },
];
