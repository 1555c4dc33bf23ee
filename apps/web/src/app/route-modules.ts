import { lessonPageData, pageRoutes } from '@hammurabi/content';
import { allPages } from '@hammurabi/content/all-pages';
import { tutorialPaths } from '@hammurabi/content/tutorials';
import { lessonKey, writtenPageKey } from '@hammurabi/shared';

/** A public route and the source modules its screen loads lazily (paths from the repository root). */
export interface RouteModules {
  /** The path, exact or with `:name` segments that match any one segment. */
  route: string;
  modules: string[];
  /**
   * The content the screen reads, written into the page's HTML as a JSON data block rather than
   * downloaded as a script (see lib/route-data.ts); `key` is the one the screen asks for.
   */
  data?: { key: string; value: unknown };
}

const screens = 'apps/web/src/features';
// The query cache, which screens that query wait for (see lib/query-client.ts).
const queryCache = 'apps/web/src/lib/query-cache.ts';

// Written pages with a screen of their own rather than the generic page layout (see content-routes).
const ownScreens = new Set(['faq', 'tutorials']);
/** The data of the written page `slug`. This module only runs at build time: the app never imports the full content. */
function writtenPage(slug: string): RouteModules['data'] {
  const page = allPages.find((item) => item.slug === slug);
  if (!page) throw new Error(`route-modules: no written page "${slug}".`);
  return { key: writtenPageKey(slug), value: page };
}

// Mirrors the company pages of app/router.tsx.
const companySlugs = ['about', 'careers', 'contact', 'privacy', 'terms'];

/**
 * The modules a visitor's first page needs beyond the entry script, per public route. The build
 * turns them into the chunk files the server names as `modulepreload` links in that page's HTML,
 * so they download beside the entry script instead of after it has run. Routes not listed get
 * the plain shell; `route-modules.test.ts` checks that every route here is one the router knows.
 * Written pages and lessons carry their text as `data` instead of naming its module.
 */
export const routeModules: RouteModules[] = [
  { route: '/', modules: [`${screens}/home/routes/home-page.tsx`] },
  ...pageRoutes
    .filter(({ slug }) => !ownScreens.has(slug))
    .map(({ slug, route }) => ({
      route,
      modules: [`${screens}/content/routes/content-page-route.tsx`],
      data: writtenPage(slug),
    })),
  { route: '/faq', modules: [`${screens}/faq/routes/faq-page.tsx`], data: writtenPage('faq') },
  {
    route: '/tutorials',
    modules: [`${screens}/tutorials/routes/tutorials-hub-page.tsx`],
    data: writtenPage('tutorials'),
  },
  { route: '/tutorials/:level', modules: [`${screens}/tutorials/routes/tutorial-path-page.tsx`, queryCache] },
  ...tutorialPaths.flatMap((path) =>
    path.lessons.map((lesson, index) => ({
      route: lesson.route,
      modules: [`${screens}/tutorials/routes/lesson-page.tsx`],
      data: { key: lessonKey(lesson.level, lesson.slug), value: lessonPageData(path, index) },
    })),
  ),
  { route: '/knowledge-base/:slug', modules: [`${screens}/content/routes/article-page.tsx`] },
  ...companySlugs.map((slug) => ({
    route: `/${slug}`,
    modules: [`${screens}/company/routes/company-page.tsx`],
  })),
  { route: '/login', modules: [`${screens}/auth/routes/login-page.tsx`] },
  { route: '/forgot-password', modules: [`${screens}/auth/routes/forgot-password-page.tsx`] },
  { route: '/reset-password', modules: [`${screens}/auth/routes/reset-password-page.tsx`] },
  // Screens that show their heading first and load the rest after it (lib/after-paint.tsx): only
  // the page module with the heading is named; the rest must not compete with it.
  { route: '/support', modules: [`${screens}/support/routes/support-page.tsx`] },
  { route: '/learning', modules: [`${screens}/learning/routes/learning-page.tsx`] },
  { route: '/snippets', modules: [`${screens}/snippets/routes/snippets-page.tsx`] },
  { route: '/community', modules: [`${screens}/community/routes/community-page.tsx`] },
  { route: '/playground', modules: [`${screens}/playground/routes/playground-page.tsx`] },
  { route: '/chat', modules: [`${screens}/chat/routes/chat-page.tsx`] },
  { route: '/code-review', modules: [`${screens}/reviews/routes/code-review-page.tsx`] },
  { route: '/profile', modules: [`${screens}/profile/routes/profile-page.tsx`] },
];
