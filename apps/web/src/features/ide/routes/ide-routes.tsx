import type { RouteObject } from 'react-router';

/** The Hammurabi IDE, open to visitors (sample workspace) and signed-in users (their projects). */
export const ideRoutes: RouteObject[] = [
  { path: 'hammurabi-ide', lazy: async () => ({ Component: (await import('./ide-page')).IdePage }) },
];
