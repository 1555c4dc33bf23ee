import type { ProjectRole } from '../contracts/projects.ts';
import type { ProjectVisibility } from './projects.ts';

/** What decides access to a project: the caller's role in it (null if none) and its visibility. */
export interface ProjectAccess {
  role: ProjectRole | null;
  visibility: ProjectVisibility;
  /** The visibility of the project it was forked from, when it is a fork whose source still exists. */
  source_visibility?: ProjectVisibility | null;
}

/**
 * The one table of who may do what with a project and its files, used by the server's checks
 * and by the web's buttons. Private projects exist only for their owner and collaborators;
 * public ones are readable by anyone.
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

/** The actions refused with a 403 (reading is refused with a 404; starring and forking need a session). */
export type ProjectAction = Exclude<keyof typeof projectPolicy, 'canRead' | 'canStar' | 'canFork'>;

/**
 * A public project whose owner deleted their account (its owner is null, decision 111) has nobody
 * who may delete it: administrators may, through the project's own Delete.
 */
export function canDeleteOwnerlessProject(ownerless: boolean, admin: boolean): boolean {
  return ownerless && admin;
}
