import { COMMUNITY_LIMITS, type QuestionSort, type QuestionSummary } from '@hammurabi/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface QuestionListParams {
  q?: string;
  tag?: string;
  sort?: QuestionSort;
}

const pageSize = COMMUNITY_LIMITS.pageSizeDefault;

/** `GET /api/community/questions`: one page of question cards. */
export function getQuestions(params: QuestionListParams, offset = 0, signal?: AbortSignal): Promise<QuestionSummary[]> {
  const query = new URLSearchParams({ limit: String(pageSize), offset: String(offset) });
  if (params.q?.trim()) query.set('q', params.q.trim());
  if (params.tag) query.set('tag', params.tag);
  if (params.sort) query.set('sort', params.sort);
  return apiRequest<QuestionSummary[]>(`/community/questions?${query.toString()}`, { signal });
}

/** Pages of question cards; another page exists while the last one came back full. */
export function getQuestionsQueryOptions(params?: QuestionListParams) {
  return infiniteQueryOptions({
    queryKey: params
      ? ['community', 'questions', 'list', params.q?.trim() ?? '', params.tag ?? '', params.sort ?? '']
      : ['community', 'questions', 'list'],
    queryFn: ({ pageParam, signal }) => getQuestions(params ?? {}, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length === pageSize ? lastOffset + pageSize : undefined,
  });
}

export function useQuestions(params: QuestionListParams) {
  return useInfiniteQuery(getQuestionsQueryOptions(params));
}
