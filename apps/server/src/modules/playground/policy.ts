import { AppError } from '../../http/app-error.ts';
import type { ProgramRecord } from './repository.ts';

/**
 * Who may do what with a saved program. Anyone holding its share link may read it (the slug is
 * unguessable); only its owner may list, change or delete it.
 */
export const programPolicy = {
  canReadShared: () => true,
  canEdit: (program: ProgramRecord, userId: string) => program.ownerId === userId,
  canDelete: (program: ProgramRecord, userId: string) => program.ownerId === userId,
};

/** 404 for programs of others, so ids of other people's programs reveal nothing. */
export function assertOwner(program: ProgramRecord | null, userId: string): asserts program is ProgramRecord {
  if (!program || !programPolicy.canEdit(program, userId)) throw new AppError('not_found', 'Program not found.');
}
