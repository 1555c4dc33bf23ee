import type { Project } from '@hammurabi/shared';

type ProjectAccess = Pick<Project, 'role'>;

/** Owners and editors change files; viewers and readers of public projects only read them. */
export function canEditFiles(project: ProjectAccess): boolean {
  return project.role === 'owner' || project.role === 'editor';
}

/** Owners and editors change a project's details (title, description, language, tags). */
export function canEditProject(project: ProjectAccess): boolean {
  return canEditFiles(project);
}

/** Only the owner deletes a project, changes its visibility or manages its collaborators. */
export function canManageProject(project: ProjectAccess): boolean {
  return project.role === 'owner';
}
