import type { PlaygroundProgram, PlaygroundProgramSummary } from '@hammurabi/shared';
import type { ProgramRecord } from './repository.ts';

/** The API shape of a saved program as `viewerId` sees it. */
export function toProgram(record: ProgramRecord, viewerId: string | null): PlaygroundProgram {
  return {
    id: record.id,
    title: record.title,
    language: record.language,
    code: record.code,
    testCases: record.testCases,
    shareSlug: record.shareSlug,
    version: record.version,
    isOwner: record.ownerId === viewerId,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** A program in the "My programs" list. */
export function toProgramSummary(record: ProgramRecord): PlaygroundProgramSummary {
  return {
    id: record.id,
    title: record.title,
    language: record.language,
    shareSlug: record.shareSlug,
    updatedAt: record.updatedAt.toISOString(),
  };
}
