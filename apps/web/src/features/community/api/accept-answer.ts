import type { QuestionDetail } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getQuestionQueryOptions } from './get-question';
import { refreshQuestion } from './invalidate';

/** `POST /api/community/questions/{id}/accept`: accept an answer, or clear the mark with null. */
export function acceptAnswer(questionId: string, answerId: string | null): Promise<QuestionDetail> {
  return apiRequest<QuestionDetail>(`/community/questions/${questionId}/accept`, {
    method: 'POST',
    body: { answer_id: answerId },
  });
}

export function useAcceptAnswer(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerId: string | null) => acceptAnswer(questionId, answerId),
    onSuccess: async (question) => {
      queryClient.setQueryData(getQuestionQueryOptions(questionId).queryKey, question);
      await refreshQuestion(queryClient);
    },
  });
}
