import { AI_LIMITS, type ChatSearchHit } from '@hammurabi/shared';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/ai/search`: the caller's messages and titles matching `q`, best first. */
export function searchChats(q: string, signal?: AbortSignal): Promise<ChatSearchHit[]> {
  const query = new URLSearchParams({ q, limit: String(AI_LIMITS.searchPageMax) });
  return apiRequest<ChatSearchHit[]>(`/ai/search?${query.toString()}`, { signal });
}

/** Search results; no request for text shorter than the API accepts. */
export function searchChatsQueryOptions(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: ['chat', 'search', text],
    queryFn: text.length >= AI_LIMITS.searchMin ? ({ signal }) => searchChats(text, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useSearchChats(q: string) {
  return useQuery(searchChatsQueryOptions(q));
}
