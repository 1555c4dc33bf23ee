import type { RouteObject } from 'react-router';
import { loadWrittenPage } from '@/lib/written-pages';

/** The tutorials hub (its text from the written page `tutorials`), a level's path and a lesson. */
export const tutorialRoutes: RouteObject[] = [
  {
    path: 'tutorials',
    lazy: async () => {
      const [{ TutorialsHubPage }, page] = await Promise.all([
        import('./tutorials-hub-page'),
        loadWrittenPage('tutorials'),
      ]);
      return { element: <TutorialsHubPage page={page} /> };
    },
  },
  {
    path: 'tutorials/:level',
    lazy: async () => ({ Component: (await import('./tutorial-path-page')).TutorialPathPage }),
  },
  {
    path: 'tutorials/:level/:lesson',
    lazy: async () => ({ Component: (await import('./lesson-page')).LessonPage }),
  },
];
