import { pageRoutes } from '@hammurabi/content';
import { lessonLoaders } from '@hammurabi/content/lesson-loaders';

/** A public route and the source modules its screen loads lazily (paths from the repository root). */
export interface RouteModules {
  /** The path, exact or with `:name` segments that match any one segment. */
  route: string;
  modules: string[];
}

const screens = 'apps/web/src/features';
const written = 'packages/content/src/generated';
// The query cache, which screens that query wait for (see lib/query-client.ts).
const queryCache = 'apps/web/src/lib/query-cache.ts';

// Written pages with a screen of their own rather than the generic page layout (see content-routes).
const ownScreens = new Set(['faq', 'tutorials']);
// Mirrors the company pages of app/router.tsx.
const companySlugs = ['about', 'careers', 'contact', 'privacy', 'terms'];

/**
 * The modules a visitor's first page needs beyond the entry script, per public route. The build
 * turns them into the chunk files the server names as `modulepreload` links in that page's HTML,
 * so they download beside the entry script instead of after it has run. Routes not listed get
 * the plain shell; `route-modules.test.ts` checks that every route here is one the router knows.
 */
export const routeModules: RouteModules[] = [
  { route: '/', modules: [`${screens}/home/routes/home-page.tsx`] },
  ...pageRoutes
    .filter(({ slug }) => !ownScreens.has(slug))
    .map(({ slug, route }) => ({
      route,
      modules: [`${screens}/content/routes/content-page-route.tsx`, `${written}/pages/${slug}.ts`],
    })),
  { route: '/faq', modules: [`${screens}/faq/routes/faq-page.tsx`, `${written}/pages/faq.ts`] },
  {
    route: '/tutorials',
    modules: [`${screens}/tutorials/routes/tutorials-hub-page.tsx`, `${written}/pages/tutorials.ts`],
  },
  { route: '/tutorials/:level', modules: [`${screens}/tutorials/routes/tutorial-path-page.tsx`, queryCache] },
  ...Object.keys(lessonLoaders).map((key) => ({
    route: `/tutorials/${key}`,
    modules: [`${screens}/tutorials/routes/lesson-page.tsx`, `${written}/lessons/${key}.ts`],
  })),
  { route: '/knowledge-base/:slug', modules: [`${screens}/content/routes/article-page.tsx`] },
  ...companySlugs.map((slug) => ({
    route: `/${slug}`,
    modules: [`${screens}/company/routes/company-page.tsx`],
  })),
  { route: '/login', modules: [`${screens}/auth/routes/login-page.tsx`, queryCache] },
  { route: '/forgot-password', modules: [`${screens}/auth/routes/forgot-password-page.tsx`, queryCache] },
  { route: '/reset-password', modules: [`${screens}/auth/routes/reset-password-page.tsx`, queryCache] },
];
