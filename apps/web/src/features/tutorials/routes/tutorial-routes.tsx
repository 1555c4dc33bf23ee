import type { LessonPageData } from '@hammurabi/content';
import { lessonLoaders } from '@hammurabi/content/lesson-loaders';
import { lessonKey } from '@hammurabi/shared';
import type { RouteObject } from 'react-router';
import { withQueryClient } from '@/lib/query-client';
import { embeddedData } from '@/lib/route-data';
import { loadWrittenPage } from '@/lib/written-pages';

/**
 * One lesson's page: its text and neighbours (from the HTML's data block when the document was answered for it), or null
 * for an unknown lesson (the page then shows its 404 view).
 */
async function loadLesson(level: string | undefined, slug: string | undefined): Promise<LessonPageData | null> {
  const embedded = level && slug ? embeddedData<LessonPageData>(lessonKey(level, slug)) : undefined;
  if (embedded) return embedded;
  const loader = lessonLoaders[`${level}/${slug}`];
  return loader ? (await loader()).default : null;
}

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
  // A level's path shows the learner's progress, a query.
  ...withQueryClient([
    {
      path: 'tutorials/:level',
      lazy: async () => ({ Component: (await import('./tutorial-path-page')).TutorialPathPage }),
    },
  ]),
  {
    path: 'tutorials/:level/:lesson',
    // The lesson's own text loads beside the page's code, not after it.
    loader: ({ params }) => loadLesson(params.level, params.lesson),
    lazy: async () => ({ Component: (await import('./lesson-page')).LessonPage }),
  },
];
