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
  it('sorts and drops duplicates', () =>
    expect(parseRoleList(['staff', 'admin', 'staff'])).toEqual(['admin', 'staff']));
  it('refuses unknown roles and non-lists', () => {
    expect(() => parseRoleList(['owner'])).toThrow(/Unknown role "owner"; roles are admin, moderator, staff/);
    expect(() => parseRoleList('staff')).toThrow(/must be a list/);
  });
});
