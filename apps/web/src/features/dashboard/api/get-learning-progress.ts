import type { LearningProgress } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/dashboard/learning-progress`: the learning paths the user has started. */
export function getLearningProgress(signal?: AbortSignal): Promise<LearningProgress> {
  return apiRequest<LearningProgress>('/dashboard/learning-progress', { signal });
}

export function getLearningProgressQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard.part('learning-progress'),
    queryFn: ({ signal }) => getLearningProgress(signal),
  });
}

export function useLearningProgress() {
  return useQuery(getLearningProgressQueryOptions());
}
