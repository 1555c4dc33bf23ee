import { SNIPPET_LIMITS, type SnippetCategory, type SnippetLanguage, type SnippetSummary } from '@hammurabi/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

export interface SnippetFilters {
  q: string;
  language: SnippetLanguage | '';
  category: SnippetCategory | '';
  tag: string;
  mine: boolean;
}

const pageSize = SNIPPET_LIMITS.pageSizeDefault;

/**
 * `GET /api/snippets`: public snippets plus the caller's own, filtered and searched, as cards (the
 * first lines of the code; the whole code comes from `getSnippet`).
 */
export function getSnippets(filters: SnippetFilters, offset = 0, signal?: AbortSignal): Promise<SnippetSummary[]> {
  const query = new URLSearchParams({ limit: String(pageSize), offset: String(offset) });
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.language) query.set('language', filters.language);
  if (filters.category) query.set('category', filters.category);
  if (filters.tag) query.set('tag', filters.tag);
  if (filters.mine) query.set('mine', 'true');
  return apiRequest<SnippetSummary[]>(`/snippets?${query.toString()}`, { signal });
}

/**
 * Pages of snippets; another page exists while the last one came back full. Keyed by viewer,
 * whose private snippets are part of the list; without filters: every list.
 */
export function getSnippetsQueryOptions(filters?: SnippetFilters, viewerId?: string | null) {
  return infiniteQueryOptions({
    queryKey: filters ? ['snippets', 'list', viewerId ?? null, filters] : ['snippets', 'list'],
    queryFn: ({ pageParam, signal }) =>
      getSnippets(filters ?? { q: '', language: '', category: '', tag: '', mine: false }, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length === pageSize ? lastOffset + pageSize : undefined,
  });
}

/** Waits for the session to be known, so the first request already includes the reader's private snippets. */
export function useSnippets(filters: SnippetFilters) {
  const { user, loading } = useAuth();
  return useInfiniteQuery({ ...getSnippetsQueryOptions(filters, user?.id ?? null), enabled: !loading });
}
