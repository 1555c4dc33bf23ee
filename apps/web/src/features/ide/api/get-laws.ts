import type { LawCatalog } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/laws`: the five laws and the law profiles. */
export function getLaws(signal?: AbortSignal): Promise<LawCatalog> {
  return apiRequest<LawCatalog>('/laws', { signal });
}

export function getLawsQueryOptions() {
  return queryOptions({ queryKey: ['laws'], queryFn: ({ signal }) => getLaws(signal), staleTime: Infinity });
}

export function useLaws() {
  return useQuery(getLawsQueryOptions());
}
