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
