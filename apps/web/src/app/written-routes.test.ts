// @vitest-environment jsdom
import { contentRoutes as writtenRoutes } from '@hammurabi/content/routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Whether the app routes `path` to a screen of its own rather than the 404 view. */
function routed(path: string): boolean {
  const matches = matchRoutes(routes, path);
  return Boolean(matches) && !matches!.some((match) => match.route.path === '*');
}

// The written site's routes come from several features (content, FAQ, tutorials, search),
// composed in app/; this checks the composition.
describe('written site routes', () => {
  it('every page, tutorial, lesson and article of packages/content has a route', () => {
    const unmatched = writtenRoutes.map((route) => route.route).filter((path) => !routed(path));
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
    expect(spec.filter((path) => !routed(path))).toEqual([]);
  });
});
