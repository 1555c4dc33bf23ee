import { type FileConflict, FileConflictSchema, type FileSummary } from '@hammurabi/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * `PUT /api/projects/{projectId}/files/{fileId}` with the content and the version it was based on.
 * A stale version is refused with 409; see `conflictFrom`.
 */
export function saveFile(
  projectId: string,
  fileId: string,
  input: { content: string; version: number },
  signal?: AbortSignal,
): Promise<FileSummary> {
  return apiRequest<FileSummary>(`/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}`, {
    method: 'PUT',
    body: input,
    signal,
  });
}

/** The server's current file when a save was refused as stale (409), else null. */
export function conflictFrom(error: unknown): FileConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = FileConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
