import type { RouteObject } from 'react-router';

/** /profile, loaded on demand; visitors see its signed-out text. */
export const profileRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: (await import('./profile-page')).ProfilePage }) },
];
