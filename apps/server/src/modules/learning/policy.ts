import { holdsRole, type UserRole } from '../../auth/roles.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Who may do what with learning paths. Paths and modules are readable by anyone (visitors see
 * 0 % progress); progress and suggestions belong to a signed-in user; only staff (the support
 * role) read the suggestions.
 */
export const learningPolicy = {
  canReadPaths: (_roles: readonly UserRole[] | null) => true,
  canRecordProgress: (roles: readonly UserRole[] | null) => roles !== null,
  canSuggestPath: (roles: readonly UserRole[] | null) => roles !== null,
  canListSuggestions: (roles: readonly UserRole[] | null) => holdsRole(roles, 'staff'),
};

/** Throws 403 unless the caller is staff; `roles` is null for an anonymous caller. */
export function assertCanListSuggestions(roles: readonly UserRole[] | null): void {
  if (!learningPolicy.canListSuggestions(roles)) {
    throw new AppError('forbidden', 'Only staff can read path suggestions.');
  }
}

/**
 * Who reviews learners' review requests (decision 098): staff mentors (the `staff` role, or
 * admin) and learners who completed the exercise; never the learner who asked.
 */
export const reviewRequestPolicy = {
  isMentor: (roles: readonly UserRole[] | null) => holdsRole(roles, 'staff'),
  canReview: (roles: readonly UserRole[] | null, completedExercise: boolean) =>
    completedExercise || holdsRole(roles, 'staff'),
};
