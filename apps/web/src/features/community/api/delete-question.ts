import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getQuestionQueryOptions } from './get-question';
import { refreshQuestion } from './invalidate';

/** `DELETE /api/community/questions/{id}` → 204. */
export function deleteQuestion(id: string): Promise<void> {
  return apiRequest<void>(`/community/questions/${id}`, { method: 'DELETE' });
}

export function useDeleteQuestion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteQuestion(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: getQuestionQueryOptions(id).queryKey });
      await refreshQuestion(queryClient);
    },
  });
}
