import { pageLoaders, pageRoutes } from '@hammurabi/content';
import { lessonLoaders } from '@hammurabi/content/lesson-loaders';
import type { RouteObject } from 'react-router';

/** Pages whose screen is more than the generic written-page layout. */
const specialPages = new Set(['faq', 'tutorials']);

async function loadPage(slug: string) {
  const loader = pageLoaders[slug];
  if (!loader) throw new Error(`No written page "${slug}".`);
  return (await loader()).default;
}

/** One lesson's text, or null for an unknown lesson (the page then shows its 404 view). */
async function loadLesson(level: string | undefined, slug: string | undefined) {
  const loader = lessonLoaders[`${level}/${slug}`];
  return loader ? (await loader()).default : null;
}

/**
 * Every route of the written site: pages, FAQ, tutorials with their lessons,
 * knowledge-base articles and the search results page. Each loads its code and content on demand.
 */
export const contentRoutes: RouteObject[] = [
  ...pageRoutes
    .filter(({ slug }) => !specialPages.has(slug))
    .map(({ slug, route }) => ({
      path: route.slice(1),
      lazy: async () => {
        const [{ ContentPageRoute }, page] = await Promise.all([import('./content-page-route'), loadPage(slug)]);
        return { element: <ContentPageRoute page={page} /> };
      },
    })),
  {
    path: 'faq',
    lazy: async () => {
      const [{ FaqPage }, page] = await Promise.all([import('@/features/faq/routes/faq-page'), loadPage('faq')]);
      return { element: <FaqPage page={page} /> };
    },
  },
  {
    path: 'tutorials',
    lazy: async () => {
      const [{ TutorialsHubPage }, page] = await Promise.all([
        import('@/features/tutorials/routes/tutorials-hub-page'),
        loadPage('tutorials'),
      ]);
      return { element: <TutorialsHubPage page={page} /> };
    },
  },
  {
    path: 'tutorials/:level',
    lazy: async () => ({
      Component: (await import('@/features/tutorials/routes/tutorial-path-page')).TutorialPathPage,
    }),
  },
  {
    path: 'tutorials/:level/:lesson',
    // The lesson's own text loads beside the page's code, not after it.
    loader: ({ params }) => loadLesson(params.level, params.lesson),
    lazy: async () => ({ Component: (await import('@/features/tutorials/routes/lesson-page')).LessonPage }),
  },
  {
    path: 'knowledge-base/:slug',
    lazy: async () => ({ Component: (await import('./article-page')).ArticlePage }),
  },
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('@/features/search/routes/search-page')).SearchPage }),
  },
];
