import type { Project } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/projects/{id}`; unknown and inaccessible projects answer 404. */
export function getProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  return apiRequest<Project>(`/projects/${encodeURIComponent(projectId)}`, { signal });
}

export function getProjectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.project.detail(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
    // A 404 will not turn into a project by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

export function useProject(projectId: string) {
  return useQuery(getProjectQueryOptions(projectId));
}
