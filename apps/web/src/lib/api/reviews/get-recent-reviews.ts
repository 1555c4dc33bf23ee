import type { RecentReview } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/reviews/recent`: the caller's newest reviews across their files. */
export function getRecentReviews(signal?: AbortSignal): Promise<RecentReview[]> {
  return apiRequest<RecentReview[]>('/reviews/recent', { signal });
}

/** Under the `reviews` key, so requesting or writing a review refreshes it with the file's list. */
export const recentReviewsQueryOptions = queryOptions({
  queryKey: ['reviews', 'recent'],
  queryFn: ({ signal }) => getRecentReviews(signal),
});

export function useRecentReviews() {
  return useQuery(recentReviewsQueryOptions);
}
