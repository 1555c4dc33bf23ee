import type { EarnedAchievement } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/dashboard/achievements`: every achievement, with `earned_at` for the ones the user has. */
export function getAchievements(signal?: AbortSignal): Promise<EarnedAchievement[]> {
  return apiRequest<EarnedAchievement[]>('/dashboard/achievements', { signal });
}

export function getAchievementsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard.part('achievements'),
    queryFn: ({ signal }) => getAchievements(signal),
    staleTime: 0,
  });
}

export function useAchievements() {
  return useQuery(getAchievementsQueryOptions());
}
