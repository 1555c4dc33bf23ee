import type { Release } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/projects/{id}/releases`: the project's releases through the law gate, newest first. */
export function getReleases(projectId: string, signal?: AbortSignal): Promise<Release[]> {
  return apiRequest<Release[]>(`/projects/${encodeURIComponent(projectId)}/releases`, { signal });
}

export function getReleasesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.project.releases(projectId),
    queryFn: ({ signal }) => getReleases(projectId, signal),
  });
}

export function useReleases(projectId: string) {
  return useQuery(getReleasesQueryOptions(projectId));
}
