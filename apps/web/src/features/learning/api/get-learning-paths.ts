import type { LearningPathSummary } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** `GET /api/learning/paths`: every path with the caller's progress. */
export function getLearningPaths(signal?: AbortSignal): Promise<LearningPathSummary[]> {
  return apiRequest<LearningPathSummary[]>('/learning/paths', { signal });
}

/** Keyed by viewer: progress belongs to the signed-in user (null for visitors). */
export function getLearningPathsQueryOptions(viewerId: string | null) {
  return queryOptions({
    queryKey: ['learning', 'paths', viewerId],
    queryFn: ({ signal }) => getLearningPaths(signal),
  });
}

/** Waits for the session, so a signed-in learner's first request carries the token. */
export function useLearningPaths() {
  const { user, loading } = useAuth();
  return useQuery({ ...getLearningPathsQueryOptions(user?.id ?? null), enabled: !loading });
}
