import { pageRoutes } from '@hammurabi/content';
import type { RouteObject } from 'react-router';
import { loadWrittenPage } from '@/lib/written-pages';

/** Pages whose screen is more than the generic written-page layout; their features route them. */
const specialPages = new Set(['faq', 'tutorials']);

/**
 * The routes of the written site: pages and knowledge-base articles. Each loads its code and
 * content on demand. FAQ, tutorials and search have their own features, composed in app/.
 */
export const contentRoutes: RouteObject[] = [
  ...pageRoutes
    .filter(({ slug }) => !specialPages.has(slug))
    .map(({ slug, route }) => ({
      path: route.slice(1),
      lazy: async () => {
        const [{ ContentPageRoute }, page] = await Promise.all([import('./content-page-route'), loadWrittenPage(slug)]);
        return { element: <ContentPageRoute page={page} /> };
      },
    })),
  {
    path: 'knowledge-base/:slug',
    lazy: async () => ({ Component: (await import('./article-page')).ArticlePage }),
  },
];
