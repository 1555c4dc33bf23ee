// @vitest-environment jsdom
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { paths } from './paths';

describe('paths', () => {
  it('encodes values so an id or tag cannot leave its segment', () => {
    expect(paths.projectFile('a/b', 'c?d')).toBe('/projects/a%2Fb/code/c%3Fd');
    expect(paths.questionsTagged('c++')).toBe('/community?tag=c%2B%2B');
    expect(paths.search('a & b')).toBe('/search?q=a%20%26%20b');
  });

  it('builds addresses the router knows', () => {
    for (const address of [
      paths.project('p1'),
      paths.projectFile('p1', 'f1'),
      paths.snippet('s'),
      paths.playgroundProgram('x'),
      paths.supportTicket('t'),
      paths.question('q'),
    ]) {
      const matched = matchRoutes(routes, address.split('?')[0] ?? address) ?? [];
      expect(matched.at(-1)?.route.path, address).not.toBe('*');
    }
  });
});
