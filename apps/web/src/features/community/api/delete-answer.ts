import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQuestion } from './invalidate';

/** `DELETE /api/community/answers/{id}` → 204. */
export function deleteAnswer(answerId: string): Promise<void> {
  return apiRequest<void>(`/community/answers/${answerId}`, { method: 'DELETE' });
}

export function useDeleteAnswer(questionId: string, answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAnswer(answerId),
    onSuccess: () => refreshQuestion(queryClient, questionId),
  });
}
