import type { ModuleReviewRequest } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/learning/modules/{id}/review-request`: the caller's latest request, the expected wait, whether they may ask. */
export function getModuleReviewRequest(moduleId: string, signal?: AbortSignal): Promise<ModuleReviewRequest> {
  return apiRequest<ModuleReviewRequest>(`/learning/modules/${encodeURIComponent(moduleId)}/review-request`, {
    signal,
  });
}

export function getModuleReviewRequestQueryOptions(moduleId: string) {
  return queryOptions({
    queryKey: ['learning', 'review-request', 'module', moduleId],
    queryFn: ({ signal }) => getModuleReviewRequest(moduleId, signal),
  });
}

export function useModuleReviewRequest(moduleId: string) {
  return useQuery(getModuleReviewRequestQueryOptions(moduleId));
}
