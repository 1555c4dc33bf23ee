import type { RouteObject } from 'react-router';

/** /learning, a path and a module: public pages (progress needs a session). Each loads on demand. */
export const learningRoutes: RouteObject[] = [
  {
    path: 'learning',
    lazy: async () => ({ Component: (await import('./learning-page')).LearningPage }),
  },
  {
    path: 'learning/:pathId',
    lazy: async () => ({ Component: (await import('./path-page')).PathPage }),
  },
  {
    path: 'learning/:pathId/:moduleId',
    lazy: async () => ({ Component: (await import('./module-page')).ModulePage }),
  },
];
