import type { LearningPathDetail } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** `GET /api/learning/paths/{id}`: the path with its modules and the caller's status of each. */
export function getLearningPath(id: string, signal?: AbortSignal): Promise<LearningPathDetail> {
  return apiRequest<LearningPathDetail>(`/learning/paths/${encodeURIComponent(id)}`, { signal });
}

export function getLearningPathQueryOptions(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: ['learning', 'path', id, viewerId],
    queryFn: ({ signal }) => getLearningPath(id, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

/** One path for the signed-in learner or a visitor; `enabled: false` skips it. */
export function useLearningPath(id: string, enabled = true) {
  const { user, loading } = useAuth();
  return useQuery({ ...getLearningPathQueryOptions(id, user?.id ?? null), enabled: enabled && !loading });
}
