// @vitest-environment jsdom
import type { ContentPage, LessonPageData } from '@hammurabi/content';
import { contentRoutes as writtenRoutes } from '@hammurabi/content/routes';
import { tutorialPaths } from '@hammurabi/content/tutorials';
import { lessonKey, writtenPageKey } from '@hammurabi/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-modules';
import { routes } from './router';

// The preload table is written by hand beside the router; these checks keep the two in step.
describe('route preload table', () => {
  it('names only routes the router serves with a screen of their own', () => {
    const unrouted = routeModules
      .map(({ route }) => route.replace(/:[a-z]+/g, 'x'))
      .filter((path) => {
        const matches = matchRoutes(routes, path);
        return !matches || matches.some((match) => match.route.path === '*');
      });
    expect(unrouted).toEqual([]);
  });

  it('covers every written page and lesson', () => {
    const listed = new Set(routeModules.map(({ route }) => route));
    const missing = writtenRoutes
      .map(({ route }) => route)
      .filter((route) => !route.startsWith('/knowledge-base/') && !/^\/tutorials\/[^/]+$/.test(route))
      .filter((route) => !listed.has(route));
    expect(missing).toEqual([]);
  });

  it("carries each written page's and lesson's content under the key its screen reads", () => {
    const lessons = new Set(tutorialPaths.flatMap((path) => path.lessons.map((lesson) => lesson.route)));
    const wrong = routeModules
      .filter(({ route }) => writtenRoutes.some((written) => written.route === route))
      .filter(({ route, data }) => {
        if (lessons.has(route)) {
          const page = data?.value as LessonPageData | undefined;
          return !page || page.lesson.route !== route || data?.key !== lessonKey(page.lesson.level, page.lesson.slug);
        }
        const page = data?.value as ContentPage | undefined;
        return !page || page.route !== route || data?.key !== writtenPageKey(page.slug);
      })
      .map(({ route }) => route);
    expect(wrong).toEqual([]);
  });
});
