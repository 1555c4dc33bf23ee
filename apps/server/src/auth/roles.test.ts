import { describe, expect, it } from 'vitest';
import { holdsRole, parseRoleList } from './roles.ts';

describe('holdsRole', () => {
  it.each([
    [['staff'], 'staff', true],
    [['moderator'], 'staff', false],
    [['admin'], 'staff', true],
    [['admin'], 'moderator', true],
    [[], 'staff', false],
  ] as const)('%j holds %s: %s', (roles, role, expected) => expect(holdsRole(roles, role)).toBe(expected));
  it('is false for an anonymous caller', () => expect(holdsRole(null, 'staff')).toBe(false));
});

describe('parseRoleList', () => {
  it('sorts and drops duplicates of Hammurabi roles', () =>
    expect(parseRoleList(['staff', 'admin', 'staff'])).toEqual({ granted: ['admin', 'staff'], other: [] }));
  it("keeps an application's own role names apart, in their order, as GoTrue stores them", () =>
    expect(parseRoleList(['publisher', 'moderator', 'editor', 'publisher'])).toEqual({
      granted: ['moderator'],
      other: ['publisher', 'editor'],
    }));
  it('refuses non-lists, non-text and empty names', () => {
    expect(() => parseRoleList('staff')).toThrow(/must be a list of role names/);
    expect(() => parseRoleList([1])).toThrow(/must be a list of role names/);
    expect(() => parseRoleList([' '])).toThrow(/must be a list of role names/);
  });
});
