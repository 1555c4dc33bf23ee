import type { Snippet } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

/** `GET /api/snippets/{idOrSlug}`; hidden and unknown snippets answer 404. */
export function getSnippet(idOrSlug: string, signal?: AbortSignal): Promise<Snippet> {
  return apiRequest<Snippet>(`/snippets/${encodeURIComponent(idOrSlug)}`, { signal });
}

/** Keyed by viewer too: a private snippet exists only for its author. Without one: every viewer's copy. */
export function getSnippetQueryOptions(slug: string, viewerId?: string | null) {
  return queryOptions({
    queryKey: viewerId === undefined ? ['snippets', 'detail', slug] : ['snippets', 'detail', slug, viewerId],
    queryFn: ({ signal }) => getSnippet(slug, signal),
    // A 404 will not turn into a snippet by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

/** Waits for the session to be known, so a signed-in reader's first request carries the token. */
export function useSnippet(slug: string) {
  const { user, loading } = useAuth();
  return useQuery({ ...getSnippetQueryOptions(slug, user?.id ?? null), enabled: !loading });
}
