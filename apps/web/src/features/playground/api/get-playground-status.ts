import type { PlaygroundStatus } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/playground/status`: whether Java runs on this server, and why not. */
export function getPlaygroundStatus(signal?: AbortSignal): Promise<PlaygroundStatus> {
  return apiRequest<PlaygroundStatus>('/playground/status', { signal });
}

export function getPlaygroundStatusQueryOptions() {
  return queryOptions({
    queryKey: ['playground', 'status'],
    queryFn: ({ signal }) => getPlaygroundStatus(signal),
    staleTime: Infinity,
  });
}

export function usePlaygroundStatus() {
  return useQuery(getPlaygroundStatusQueryOptions());
}
