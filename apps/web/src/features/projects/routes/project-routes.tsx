import type { RouteObject } from 'react-router';
import type { ProjectFilesSection } from './project-detail-page';

/** /projects/new, for signed-in users only. */
export const newProjectRoutes: RouteObject[] = [
  {
    path: 'projects/new',
    lazy: async () => ({ Component: (await import('./new-project-page')).NewProjectPage }),
  },
];

/**
 * /projects and /projects/{projectId}, which visitors may read too; each loads on demand. The
 * project page's files section comes from the files feature through app/, loaded beside the page.
 */
export function projectRoutes({
  loadFilesSection,
}: {
  loadFilesSection: () => Promise<ProjectFilesSection>;
}): RouteObject[] {
  return [
    {
      path: 'projects',
      lazy: async () => ({ Component: (await import('./projects-page')).ProjectsPage }),
    },
    {
      path: 'projects/:projectId',
      lazy: async () => {
        const [{ ProjectDetailPage }, filesSection] = await Promise.all([
          import('./project-detail-page'),
          loadFilesSection(),
        ]);
        return { element: <ProjectDetailPage filesSection={filesSection} /> };
      },
    },
  ];
}
