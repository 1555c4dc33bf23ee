import { describe, expect, it } from 'vitest';
import { canDeleteOwnerlessProject, type ProjectAccess, projectPolicy } from './project-policy.ts';

const roles = ['owner', 'editor', 'viewer', null] as const;
const access = (role: ProjectAccess['role'], visibility: ProjectAccess['visibility'] = 'private'): ProjectAccess => ({
  role,
  visibility,
});

describe('the project policy table', () => {
  it('lets members read private projects and anyone read public ones', () => {
    expect(roles.map((role) => projectPolicy.canRead(access(role)))).toEqual([true, true, true, false]);
    expect(roles.map((role) => projectPolicy.canRead(access(role, 'public')))).toEqual([true, true, true, true]);
  });

  it('lets owners and editors change files and details, and nobody else', () => {
    expect(roles.map((role) => projectPolicy.canEditFiles(access(role, 'public')))).toEqual([true, true, false, false]);
    expect(roles.map((role) => projectPolicy.canEditDetails(access(role)))).toEqual([true, true, false, false]);
  });

  it('keeps deleting, visibility and collaborators for the owner', () => {
    for (const rule of ['canDelete', 'canChangeVisibility', 'canManageCollaborators'] as const) {
      expect(roles.map((role) => projectPolicy[rule](access(role, 'public')))).toEqual([true, false, false, false]);
    }
  });

  it('keeps a fork of a private project private, and shows collaborators to members only', () => {
    expect(projectPolicy.canMakePublic({ ...access('owner'), source_visibility: 'private' })).toBe(false);
    expect(projectPolicy.canMakePublic({ ...access('owner'), source_visibility: 'public' })).toBe(true);
    expect(roles.map((role) => projectPolicy.canSeeCollaborators(access(role, 'public')))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('needs a session to star or fork', () => {
    expect(projectPolicy.canFork(access(null, 'public'), false)).toBe(false);
    expect(projectPolicy.canFork(access(null, 'public'), true)).toBe(true);
    expect(projectPolicy.canStar(access(null), true)).toBe(false);
  });
});

describe('a project whose owner deleted their account', () => {
  it('may be deleted by an administrator only, and only while it has no owner', () => {
    expect(canDeleteOwnerlessProject(true, true)).toBe(true);
    expect(canDeleteOwnerlessProject(true, false)).toBe(false);
    expect(canDeleteOwnerlessProject(false, true)).toBe(false);
  });
});
