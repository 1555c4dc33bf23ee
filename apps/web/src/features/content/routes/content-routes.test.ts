import { contentRoutes as writtenRoutes } from '@hammurabi/content/routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentRoutes } from './content-routes';

describe('content routes', () => {
  it('every page, tutorial, lesson and article of packages/content has a route', () => {
    const unmatched = writtenRoutes
      .map((route) => route.route)
      .filter((path) => {
        const matches = matchRoutes(contentRoutes, path);
        return !matches || matches.some((match) => match.route.path === '*');
      });
    expect(unmatched).toEqual([]);
  });

  it('covers the content routes and the search page', () => {
    const spec = [
      '/docs',
      '/faq',
      '/troubleshoot',
      '/course-curriculum',
      '/knowledge-base',
      '/tutorials',
      '/tutorials/beginner',
      '/tutorials/intermediate',
      '/tutorials/advanced',
      '/tutorials/expert',
      '/project-documentation-structure',
      '/code-processor',
      '/developer-toolkit',
      '/code-analysis-principles',
      '/deployment-controller-principles',
      '/infrastructure-overview',
      '/hammurabi-software-principles',
      '/aurora-nexus-persona',
      '/workflow',
      '/programming',
      '/platform/editor',
      '/search',
    ];
    expect(spec.filter((path) => !matchRoutes(contentRoutes, path))).toEqual([]);
  });
});
