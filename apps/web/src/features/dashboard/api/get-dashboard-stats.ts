import type { DashboardStats } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/dashboard/stats`: the four numbers, computed from the user's activity. */
export function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiRequest<DashboardStats>('/dashboard/stats', { signal });
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard.part('stats'),
    queryFn: ({ signal }) => getDashboardStats(signal),
    staleTime: 0,
  });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
