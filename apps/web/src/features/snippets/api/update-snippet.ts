import type { Snippet, SnippetUpdate } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSnippetQueryOptions } from './get-snippet';
import { getSnippetsQueryOptions } from './get-snippets';

/** `PUT /api/snippets/{id}` (author only). */
export function updateSnippet(id: string, changes: SnippetUpdate): Promise<Snippet> {
  return apiRequest<Snippet>(`/snippets/${encodeURIComponent(id)}`, { method: 'PUT', body: changes });
}

export function useUpdateSnippet(snippet: Snippet) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SnippetUpdate) => updateSnippet(snippet.id, changes),
    onSuccess: (updated) => {
      queryClient.setQueriesData({ queryKey: getSnippetQueryOptions(updated.slug).queryKey }, () => updated);
      return queryClient.invalidateQueries({ queryKey: getSnippetsQueryOptions().queryKey });
    },
  });
}
