import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSnippetsQueryOptions } from './get-snippets';

/** `DELETE /api/snippets/{id}` (author only). */
export function deleteSnippet(id: string): Promise<void> {
  return apiRequest<void>(`/snippets/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSnippet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSnippet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSnippetsQueryOptions().queryKey }),
  });
}
