import { describe, expect, it } from 'vitest';
import { activeEntryName, navigationFor } from './navigation';

describe('the active top-level entry', () => {
  it('highlights one entry for a screen listed in two menus', () => {
    expect(activeEntryName(navigationFor(true), '/chat')).toBe('Workspace');
    expect(activeEntryName(navigationFor(true), '/chat/some-conversation')).toBe('Workspace');
    expect(activeEntryName(navigationFor(false), '/chat')).toBe('Community');
  });

  it('finds links and menus, and nothing for a page outside the navigation', () => {
    expect(activeEntryName(navigationFor(false), '/')).toBe('Home');
    expect(activeEntryName(navigationFor(false), '/tutorials/beginner')).toBe('Tutorials');
    expect(activeEntryName(navigationFor(false), '/community/questions/1')).toBe('Community');
    expect(activeEntryName(navigationFor(false), '/profile')).toBeNull();
  });
});
