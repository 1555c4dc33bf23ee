import type { QuestionDetail } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/community/questions/{id}`: the question, its answers and the caller's votes. */
export function getQuestion(id: string, signal?: AbortSignal): Promise<QuestionDetail> {
  return apiRequest<QuestionDetail>(`/community/questions/${encodeURIComponent(id)}`, { signal });
}

export function getQuestionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['community', 'questions', 'detail', id],
    queryFn: ({ signal }) => getQuestion(id, signal),
  });
}

export function useQuestion(id: string) {
  return useQuery(getQuestionQueryOptions(id));
}
