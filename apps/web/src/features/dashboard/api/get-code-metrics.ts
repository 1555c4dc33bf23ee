import type { CodeMetrics } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/dashboard/code-metrics`: ratings, score trend and weakest files from the latest AI reviews. */
export function getCodeMetrics(signal?: AbortSignal): Promise<CodeMetrics> {
  return apiRequest<CodeMetrics>('/dashboard/code-metrics', { signal });
}

export function getCodeMetricsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard.part('code-metrics'),
    queryFn: ({ signal }) => getCodeMetrics(signal),
  });
}

export function useCodeMetrics() {
  return useQuery(getCodeMetricsQueryOptions());
}
