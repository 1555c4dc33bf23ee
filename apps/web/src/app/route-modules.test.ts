// @vitest-environment jsdom
import { contentRoutes as writtenRoutes } from '@hammurabi/content/routes';
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
});
