import type { ProjectRole, ProjectVisibility } from '@hammurabi/shared';
import { AppError } from '../../http/app-error.ts';

/** What decides access to a project: the caller's role in it (null if none) and its visibility. */
export interface ProjectAccess {
  role: ProjectRole | null;
  visibility: ProjectVisibility;
  /** The visibility of the project it was forked from, when it is a fork whose source still exists. */
  source_visibility?: ProjectVisibility | null;
}

/**
 * The one place that decides who may do what with a project and its files. Private projects
 * exist only for their owner and collaborators; public ones are readable by anyone.
 */
export const projectPolicy = {
  canRead: (access: ProjectAccess) => access.role !== null || access.visibility === 'public',
  canEditFiles: (access: ProjectAccess) => access.role === 'owner' || access.role === 'editor',
  canEditDetails: (access: ProjectAccess) => access.role === 'owner' || access.role === 'editor',
  canChangeVisibility: (access: ProjectAccess) => access.role === 'owner',
  /** A fork of a private project holds its private code, so it stays private while its source is. */
  canMakePublic: (access: ProjectAccess) => access.source_visibility !== 'private',
  canDelete: (access: ProjectAccess) => access.role === 'owner',
  canManageCollaborators: (access: ProjectAccess) => access.role === 'owner',
  /** The law profile decides what reviews and the IDE report, so only the owner sets it. */
  canConfigureLaws: (access: ProjectAccess) => access.role === 'owner',
  /** A release goes out in the owner's name. */
  canRelease: (access: ProjectAccess) => access.role === 'owner',
  /** Reading the collaborator list is for members; outsiders of a public project see none. */
  canSeeCollaborators: (access: ProjectAccess) => access.role !== null,
  canStar: (access: ProjectAccess, signedIn: boolean) => signedIn && projectPolicy.canRead(access),
  canFork: (access: ProjectAccess, signedIn: boolean) => signedIn && projectPolicy.canRead(access),
};

export type ProjectAction = Exclude<keyof typeof projectPolicy, 'canRead' | 'canStar' | 'canFork'>;

const refusals: Record<ProjectAction, string> = {
  canEditFiles: 'You can read this project but not change its files.',
  canEditDetails: 'Only the owner and editors can change this project.',
  canChangeVisibility: 'Only the owner can change who can see this project.',
  canMakePublic: 'This project is a fork of a private project, so it stays private while that project is private.',
  canDelete: 'Only the owner can delete this project.',
  canManageCollaborators: 'Only the owner can manage collaborators.',
  canConfigureLaws: "Only the project's owner can change its law profile.",
  canRelease: "Only the project's owner can deploy it.",
  canSeeCollaborators: 'Only members of this project can see its collaborators.',
};

/** Not found for those who may not know the project exists; otherwise nothing. */
export function assertCanRead(access: ProjectAccess | null): asserts access is ProjectAccess {
  if (!access || !projectPolicy.canRead(access)) throw new AppError('not_found', 'Project not found.');
}

/** 403 with a sentence saying who may do it, for readers who lack the right. */
export function assertAllowed(access: ProjectAccess, action: ProjectAction): void {
  if (!projectPolicy[action](access)) throw new AppError('forbidden', refusals[action]);
}
