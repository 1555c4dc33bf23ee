import type { Snippet, SnippetLikeState } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSnippetQueryOptions } from './get-snippet';
import { getSnippetsQueryOptions } from './get-snippets';

/** `PUT` (like) or `DELETE` (unlike) `/api/snippets/{id}/like`; both are idempotent. */
export function setSnippetLike(id: string, liked: boolean): Promise<SnippetLikeState> {
  return apiRequest<SnippetLikeState>(`/snippets/${encodeURIComponent(id)}/like`, {
    method: liked ? 'PUT' : 'DELETE',
  });
}

export function useSetSnippetLike(snippet: Snippet) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => setSnippetLike(snippet.id, liked),
    onSuccess: (state) => {
      queryClient.setQueriesData({ queryKey: getSnippetQueryOptions(snippet.slug).queryKey }, (current?: Snippet) =>
        current ? { ...current, ...state } : current,
      );
      return queryClient.invalidateQueries({ queryKey: getSnippetsQueryOptions().queryKey });
    },
  });
}
