import type { ReviewRequestSummary } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/learning/review-requests/mine`: the caller's newest review requests. */
export function getMyReviewRequests(signal?: AbortSignal): Promise<ReviewRequestSummary[]> {
  return apiRequest<ReviewRequestSummary[]>('/learning/review-requests/mine', { signal });
}

export function getMyReviewRequestsQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'my-review-requests'],
    queryFn: ({ signal }) => getMyReviewRequests(signal),
  });
}

export function useMyReviewRequests() {
  return useQuery(getMyReviewRequestsQueryOptions());
}
