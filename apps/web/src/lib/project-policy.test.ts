import { describe, expect, it } from 'vitest';
import { canEditFiles, canEditProject, canManageProject } from './project-policy';

const roles = ['owner', 'editor', 'viewer', null] as const;

describe('project policy', () => {
  it('lets owners and editors change files, and nobody else', () => {
    expect(roles.map((role) => canEditFiles({ role }))).toEqual([true, true, false, false]);
    expect(roles.map((role) => canEditProject({ role }))).toEqual([true, true, false, false]);
  });

  it('lets only the owner manage (delete, visibility, collaborators)', () => {
    expect(roles.map((role) => canManageProject({ role }))).toEqual([true, false, false, false]);
  });
});
