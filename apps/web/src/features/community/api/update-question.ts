import type { QuestionDetail, QuestionUpdate } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getQuestionQueryOptions } from './get-question';
import { refreshQuestion } from './invalidate';

/** `PUT /api/community/questions/{id}`: the author edits title, body or tags. */
export function updateQuestion(id: string, input: QuestionUpdate): Promise<QuestionDetail> {
  return apiRequest<QuestionDetail>(`/community/questions/${id}`, { method: 'PUT', body: input });
}

export function useUpdateQuestion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionUpdate) => updateQuestion(id, input),
    onSuccess: async (question) => {
      queryClient.setQueryData(getQuestionQueryOptions(id).queryKey, question);
      await refreshQuestion(queryClient);
    },
  });
}
