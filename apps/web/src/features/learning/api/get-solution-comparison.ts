import type { LearningSolutionComparison } from '@hammurabi/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** `GET /api/learning/modules/{id}/solution`: our solution beside the caller's accepted code (once completed). */
export function getSolutionComparison(moduleId: string, signal?: AbortSignal): Promise<LearningSolutionComparison> {
  return apiRequest<LearningSolutionComparison>(`/learning/modules/${encodeURIComponent(moduleId)}/solution`, {
    signal,
  });
}

/** Loads the comparison only once asked for (`enabled`); a new accepted submission refreshes it. */
export function useSolutionComparison(moduleId: string, enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['learning', 'solution', moduleId, user?.id ?? null],
    queryFn: ({ signal }) => getSolutionComparison(moduleId, signal),
    enabled,
    retry: false,
  });
}
