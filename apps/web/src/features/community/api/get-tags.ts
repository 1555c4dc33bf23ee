import { COMMUNITY_LIMITS, type TagCount } from '@hammurabi/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const pageSize = COMMUNITY_LIMITS.tagPageSize;

/** `GET /api/community/tags`: one page of the tags index, most used first. */
export function getTags(filter: string, offset = 0, signal?: AbortSignal): Promise<TagCount[]> {
  const query = new URLSearchParams({ limit: String(pageSize), offset: String(offset) });
  if (filter) query.set('q', filter);
  return apiRequest<TagCount[]>(`/community/tags?${query.toString()}`, { signal });
}

/**
 * Pages of tags containing `filter`; another page exists while the last one came back full.
 * Without a filter argument the key covers every filter (for invalidation).
 */
export function getTagsQueryOptions(filter?: string) {
  return infiniteQueryOptions({
    queryKey: filter === undefined ? ['community', 'tags'] : ['community', 'tags', filter],
    queryFn: ({ pageParam, signal }) => getTags(filter ?? '', pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length === pageSize ? lastOffset + pageSize : undefined,
  });
}

export function useTags(filter: string) {
  return useInfiniteQuery(getTagsQueryOptions(filter));
}
