import { COMMUNITY_LIMITS, type SimilarQuestion } from '@hammurabi/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/community/questions/similar?title=`: up to five look-alike questions. */
export function getSimilarQuestions(title: string, signal?: AbortSignal): Promise<SimilarQuestion[]> {
  return apiRequest<SimilarQuestion[]>(`/community/questions/similar?title=${encodeURIComponent(title)}`, { signal });
}

export function getSimilarQuestionsQueryOptions(title: string) {
  return queryOptions({
    queryKey: ['community', 'questions', 'similar', title],
    queryFn: ({ signal }) => getSimilarQuestions(title, signal),
    enabled: title.length >= COMMUNITY_LIMITS.similarMinLength,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSimilarQuestions(title: string) {
  return useQuery(getSimilarQuestionsQueryOptions(title));
}
