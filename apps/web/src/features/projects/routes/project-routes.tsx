import type { RouteObject } from 'react-router';

/** /projects/new, for signed-in users only. */
export const newProjectRoutes: RouteObject[] = [
  {
    path: 'projects/new',
    lazy: async () => ({ Component: (await import('./new-project-page')).NewProjectPage }),
  },
];

/** /projects and /projects/{projectId}, which visitors may read too; each loads on demand. */
export const projectRoutes: RouteObject[] = [
  {
    path: 'projects',
    lazy: async () => ({ Component: (await import('./projects-page')).ProjectsPage }),
  },
  {
    path: 'projects/:projectId',
    lazy: async () => ({ Component: (await import('./project-detail-page')).ProjectDetailPage }),
  },
];
