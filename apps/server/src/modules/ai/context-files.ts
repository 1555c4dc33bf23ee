import { fitFilesToBudget, type ChatContext } from '@hammurabi/shared';
import type { ContextFile } from '../../ai/types.ts';
import type { Db } from '../../db/client.ts';
import type { StoredContextFile } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadReadableFile } from '../files/service.ts';

type FileRef = NonNullable<ChatContext['files']>[number];

/** Attached files read for a question: what the provider gets, and what the message records. */
export interface ResolvedFiles {
  forProvider: ContextFile[];
  stored: StoredContextFile[];
}

/**
 * Reads the current content of each attached file, refusing (404) any the caller may not read
 * or that is not in the project named with it, then fits them into the context budget.
 */
export async function resolveContextFiles(db: Db, userId: string, refs: readonly FileRef[]): Promise<ResolvedFiles> {
  const unique = [...new Map(refs.map((ref) => [ref.file_id, ref])).values()];
  const files = [];
  for (const ref of unique) {
    const { file } = await loadReadableFile(db, ref.file_id, userId);
    if (file.projectId !== ref.project_id) throw new AppError('not_found', 'File not found.');
    files.push(file);
  }
  const fitted = fitFilesToBudget(files);
  return {
    forProvider: fitted.map(({ file, content, note }) => ({
      filename: file.filename,
      language: file.language,
      content,
      note,
    })),
    stored: fitted.map(({ file, fit }) => ({
      project_id: file.projectId,
      file_id: file.id,
      filename: file.filename,
      version: file.version,
      fit,
    })),
  };
}

/** The references of files a message was sent with, to read them again for an edit or a new answer. */
export function refsOf(stored: readonly StoredContextFile[] | null): FileRef[] {
  return (stored ?? []).map((file) => ({ project_id: file.project_id, file_id: file.file_id }));
}
