import type { Snippet, SnippetCreate } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSnippetsQueryOptions } from './get-snippets';

/** `POST /api/snippets` → 201 with the new snippet. */
export function createSnippet(input: SnippetCreate): Promise<Snippet> {
  return apiRequest<Snippet>('/snippets', { method: 'POST', body: input });
}

export function useCreateSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSnippet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSnippetsQueryOptions().queryKey }),
  });
}
