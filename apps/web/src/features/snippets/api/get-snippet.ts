import type { Snippet } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** `GET /api/snippets/{idOrSlug}`; hidden and unknown snippets answer 404. */
export function getSnippet(idOrSlug: string, signal?: AbortSignal): Promise<Snippet> {
  return apiRequest<Snippet>(`/snippets/${encodeURIComponent(idOrSlug)}`, { signal });
}

export function getSnippetQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['snippets', 'detail', slug],
    queryFn: ({ signal }) => getSnippet(slug, signal),
    // A 404 will not turn into a snippet by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

export function useSnippet(slug: string) {
  return useQuery(getSnippetQueryOptions(slug));
}
