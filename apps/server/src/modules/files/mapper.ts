import type { CodeFile, FileSummary } from '@hammurabi/shared';
import type { FileRecord } from './repository.ts';

/** The API shape of a file without its content. */
export function toFileSummary(record: FileRecord): FileSummary {
  return {
    id: record.id,
    project_id: record.project_id,
    filename: record.filename,
    language: record.language,
    version: record.version,
    size: record.size,
    created_at: new Date(record.created_at).toISOString(),
    updated_at: new Date(record.updated_at).toISOString(),
    updated_by: record.updated_by,
  };
}

/** The API shape of a file with its content. */
export function toCodeFile(record: FileRecord): CodeFile {
  return { ...toFileSummary(record), content: record.content ?? '' };
}
