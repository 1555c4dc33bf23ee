import type { ReviewRequestDetail } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** `GET /api/learning/review-requests/{id}`: the code, the verdict and the reviews of one request. */
export function getReviewRequest(requestId: string, signal?: AbortSignal): Promise<ReviewRequestDetail> {
  return apiRequest<ReviewRequestDetail>(`/learning/review-requests/${encodeURIComponent(requestId)}`, { signal });
}

export function getReviewRequestQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: ['learning', 'review-request', requestId],
    queryFn: ({ signal }) => getReviewRequest(requestId, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

export function useReviewRequest(requestId: string) {
  return useQuery(getReviewRequestQueryOptions(requestId));
}
