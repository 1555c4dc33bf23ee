import type { ReleaseDetail } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/projects/{id}/releases/{releaseId}`: a release with its files as they were then. */
export function getRelease(projectId: string, releaseId: string, signal?: AbortSignal): Promise<ReleaseDetail> {
  return apiRequest<ReleaseDetail>(
    `/projects/${encodeURIComponent(projectId)}/releases/${encodeURIComponent(releaseId)}`,
    { signal },
  );
}

export function getReleaseQueryOptions(projectId: string, releaseId: string) {
  return queryOptions({
    queryKey: [...queryKeys.project.releases(projectId), releaseId],
    queryFn: ({ signal }) => getRelease(projectId, releaseId, signal),
    // A release never changes once stored.
    staleTime: Infinity,
  });
}

export function useRelease(projectId: string, releaseId: string | null) {
  return useQuery({ ...getReleaseQueryOptions(projectId, releaseId ?? ''), enabled: releaseId !== null });
}
