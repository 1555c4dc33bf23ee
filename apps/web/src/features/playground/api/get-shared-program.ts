import type { PlaygroundProgram } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** `GET /api/playground/shared/{slug}`: a saved program opened through its short link. */
export function getSharedProgram(slug: string, signal?: AbortSignal): Promise<PlaygroundProgram> {
  return apiRequest<PlaygroundProgram>(`/playground/shared/${encodeURIComponent(slug)}`, { signal });
}

/** Keyed by viewer: the answer says whether the viewer owns the program (and may save over it). */
export function getSharedProgramQueryOptions(slug: string, viewerId: string | null) {
  return queryOptions({
    queryKey: ['playground', 'shared', slug, viewerId],
    queryFn: ({ signal }) => getSharedProgram(slug, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    staleTime: Infinity,
  });
}

/** Waits for the session, so its owner is not first answered as a visitor. */
export function useSharedProgram(slug: string | undefined) {
  const { user, loading } = useAuth();
  return useQuery({
    ...getSharedProgramQueryOptions(slug ?? '', user?.id ?? null),
    enabled: Boolean(slug) && !loading,
  });
}
