import type { UserRole } from '../../auth/roles.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Who may do what with learning paths. Paths and modules are readable by anyone (visitors see
 * 0 % progress); progress and suggestions belong to a signed-in user; only staff (the support
 * role) read the suggestions.
 */
export const learningPolicy = {
  canReadPaths: (_role: UserRole | null) => true,
  canRecordProgress: (role: UserRole | null) => role !== null,
  canSuggestPath: (role: UserRole | null) => role !== null,
  canListSuggestions: (role: UserRole | null) => role === 'staff',
};

/** Throws 403 unless the caller is staff. */
export function assertCanListSuggestions(role: UserRole | null): void {
  if (!learningPolicy.canListSuggestions(role)) {
    throw new AppError('forbidden', 'Only staff can read path suggestions.');
  }
}
