import type { PlaygroundProgram } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** `GET /api/playground/shared/{slug}`: a saved program opened through its short link. */
export function getSharedProgram(slug: string, signal?: AbortSignal): Promise<PlaygroundProgram> {
  return apiRequest<PlaygroundProgram>(`/playground/shared/${encodeURIComponent(slug)}`, { signal });
}

export function getSharedProgramQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['playground', 'shared', slug],
    queryFn: ({ signal }) => getSharedProgram(slug, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    staleTime: Infinity,
  });
}

export function useSharedProgram(slug: string | undefined) {
  return useQuery({ ...getSharedProgramQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
