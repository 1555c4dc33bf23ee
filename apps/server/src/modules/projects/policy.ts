import { type ProjectAccess, type ProjectAction, projectPolicy } from '@hammurabi/shared';
import { AppError } from '../../http/app-error.ts';

export type { ProjectAccess } from '@hammurabi/shared';

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
