import type { DashboardVisit } from '@hammurabi/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `POST /api/dashboard/visits` once per page load: whether this is the user's first dashboard
 * visit. A query (not a mutation) so a second mount shares the one answer instead of asking again.
 */
export function useDashboardVisit(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.dashboard.visit(userId),
    queryFn: () => apiRequest<DashboardVisit>('/dashboard/visits', { method: 'POST' }),
    enabled: userId !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
