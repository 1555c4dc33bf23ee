import type { Snippet } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSnippetsQueryOptions } from './get-snippets';

/** `POST /api/snippets/{id}/fork` → a private copy owned by the caller. */
export function forkSnippet(id: string): Promise<Snippet> {
  return apiRequest<Snippet>(`/snippets/${encodeURIComponent(id)}/fork`, { method: 'POST', body: {} });
}

export function useForkSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forkSnippet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSnippetsQueryOptions().queryKey }),
  });
}
