import type { FileSummary } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/projects/{id}/files`: the project's files without their content. */
export function getFiles(projectId: string, signal?: AbortSignal): Promise<FileSummary[]> {
  return apiRequest<FileSummary[]>(`/projects/${encodeURIComponent(projectId)}/files`, { signal });
}

export function getFilesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.project.part(projectId, 'files'),
    queryFn: ({ signal }) => getFiles(projectId, signal),
  });
}

export function useFiles(projectId: string) {
  return useQuery(getFilesQueryOptions(projectId));
}
