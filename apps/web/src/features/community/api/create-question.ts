import type { QuestionCreate, QuestionDetail } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQuestion } from './invalidate';

/** `POST /api/community/questions` → 201 with the new question. */
export function createQuestion(input: QuestionCreate): Promise<QuestionDetail> {
  return apiRequest<QuestionDetail>('/community/questions', { method: 'POST', body: input });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createQuestion, onSuccess: () => refreshQuestion(queryClient) });
}
