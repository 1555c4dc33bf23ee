import type { PathSuggestion } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/learning/suggestions`: the newest suggestions, for staff. */
export function getPathSuggestions(signal?: AbortSignal): Promise<PathSuggestion[]> {
  return apiRequest<PathSuggestion[]>('/learning/suggestions', { signal });
}

export function getPathSuggestionsQueryOptions() {
  return queryOptions({
    queryKey: ['learning', 'suggestions'],
    queryFn: ({ signal }) => getPathSuggestions(signal),
  });
}

/** Only asked for when `enabled` (the caller is staff). */
export function usePathSuggestions(enabled: boolean) {
  return useQuery({ ...getPathSuggestionsQueryOptions(), enabled });
}
