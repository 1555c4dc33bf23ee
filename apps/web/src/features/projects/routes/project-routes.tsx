import type { RouteObject } from 'react-router';

/** /projects, /projects/new and /projects/{projectId}; each screen loads on demand. */
export const projectRoutes: RouteObject[] = [
  {
    path: 'projects',
    lazy: async () => ({ Component: (await import('./projects-page')).ProjectsPage }),
  },
  {
    path: 'projects/new',
    lazy: async () => ({ Component: (await import('./new-project-page')).NewProjectPage }),
  },
  {
    path: 'projects/:projectId',
    lazy: async () => ({ Component: (await import('./project-detail-page')).ProjectDetailPage }),
  },
];
