import type { CodeFile } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/projects/{projectId}/files/{fileId}`: the file with its content and version. */
export function getFile(projectId: string, fileId: string, signal?: AbortSignal): Promise<CodeFile> {
  return apiRequest<CodeFile>(`/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}`, {
    signal,
  });
}

export function getFileQueryOptions(projectId: string, fileId: string) {
  return queryOptions({
    queryKey: queryKeys.project.part(projectId, 'file', fileId),
    queryFn: ({ signal }) => getFile(projectId, fileId, signal),
    // The editor owns the content once loaded; refetching would fight the user's edits.
    staleTime: Infinity,
    gcTime: 0,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

export function useFile(projectId: string, fileId: string) {
  return useQuery(getFileQueryOptions(projectId, fileId));
}
