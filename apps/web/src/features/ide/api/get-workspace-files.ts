import type { CodeFile, FileSummary } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/projects/{id}/files`: the files of the project open in the IDE. */
export function getWorkspaceFiles(projectId: string, signal?: AbortSignal): Promise<FileSummary[]> {
  return apiRequest<FileSummary[]>(`/projects/${encodeURIComponent(projectId)}/files`, { signal });
}

export function getWorkspaceFilesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.project.part(projectId, 'files'),
    queryFn: ({ signal }) => getWorkspaceFiles(projectId, signal),
  });
}

export function useWorkspaceFiles(projectId: string | null) {
  return useQuery({ ...getWorkspaceFilesQueryOptions(projectId ?? ''), enabled: projectId !== null });
}

/** `GET /api/projects/{id}/files/{fileId}`: one file with its content and version. */
export function getWorkspaceFile(projectId: string, fileId: string, signal?: AbortSignal): Promise<CodeFile> {
  return apiRequest<CodeFile>(`/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}`, {
    signal,
  });
}

export function useWorkspaceFile(projectId: string, fileId: string) {
  return useQuery({
    queryKey: queryKeys.project.part(projectId, 'files', fileId),
    queryFn: ({ signal }) => getWorkspaceFile(projectId, fileId, signal),
    // The saver owns the text once the file is open; a refetch must not replace it.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** How many other files a run of the open file may import. */
const MODULES_MAX = 50;

/**
 * The saved text of the project's JavaScript files (at most 50) by path: what the open
 * program's `import`s resolve to when Run runs it.
 */
export async function getWorkspaceModules(
  projectId: string,
  files: readonly FileSummary[],
  isScript: (file: FileSummary) => boolean,
): Promise<Record<string, string>> {
  const scripts = files.filter(isScript).slice(0, MODULES_MAX);
  const loaded = await Promise.all(scripts.map((file) => getWorkspaceFile(projectId, file.id)));
  return Object.fromEntries(loaded.map((file) => [file.filename, file.content]));
}
