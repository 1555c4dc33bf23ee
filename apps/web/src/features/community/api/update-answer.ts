import type { Answer, AnswerWrite } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQuestion } from './invalidate';

/** `PUT /api/community/answers/{id}`: the author edits an answer. */
export function updateAnswer(answerId: string, input: AnswerWrite): Promise<Answer> {
  return apiRequest<Answer>(`/community/answers/${answerId}`, { method: 'PUT', body: input });
}

export function useUpdateAnswer(questionId: string, answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerWrite) => updateAnswer(answerId, input),
    onSuccess: () => refreshQuestion(queryClient, questionId),
  });
}
