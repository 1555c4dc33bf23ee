import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProgramsQueryOptions } from './list-programs';

/** `DELETE /api/playground/programs/{id}`. */
export function deleteProgram(id: string): Promise<void> {
  return apiRequest<void>(`/playground/programs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProgramsQueryOptions().queryKey }),
  });
}
