import type { Answer, AnswerWrite } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQuestion } from './invalidate';

/** `POST /api/community/questions/{id}/answers` → 201 with the answer. */
export function createAnswer(questionId: string, input: AnswerWrite): Promise<Answer> {
  return apiRequest<Answer>(`/community/questions/${questionId}/answers`, { method: 'POST', body: input });
}

export function useCreateAnswer(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerWrite) => createAnswer(questionId, input),
    onSuccess: () => refreshQuestion(queryClient, questionId),
  });
}
