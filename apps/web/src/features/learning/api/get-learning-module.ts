import type { LearningModuleDetail } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** `GET /api/learning/modules/{id}`: lesson, exercise or quiz, and the caller's saved solution. */
export function getLearningModule(id: string, signal?: AbortSignal): Promise<LearningModuleDetail> {
  return apiRequest<LearningModuleDetail>(`/learning/modules/${encodeURIComponent(id)}`, { signal });
}

export function getLearningModuleQueryOptions(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: ['learning', 'module', id, viewerId],
    queryFn: ({ signal }) => getLearningModule(id, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

export function useLearningModule(id: string) {
  const { user, loading } = useAuth();
  return useQuery({ ...getLearningModuleQueryOptions(id, user?.id ?? null), enabled: !loading });
}
