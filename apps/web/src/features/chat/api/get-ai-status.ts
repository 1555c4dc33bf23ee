import type { AiStatus } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/ai/status`: which provider answers (`builtin` is the offline assistant). */
export function getAiStatus(signal?: AbortSignal): Promise<AiStatus> {
  return apiRequest<AiStatus>('/ai/status', { signal });
}

export function getAiStatusQueryOptions() {
  return queryOptions({
    queryKey: ['chat', 'status'],
    queryFn: ({ signal }) => getAiStatus(signal),
    // The provider changes only with a server restart.
    staleTime: 5 * 60_000,
  });
}

export function useAiStatus() {
  return useQuery(getAiStatusQueryOptions());
}
