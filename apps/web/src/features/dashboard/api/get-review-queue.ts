import type { ReviewQueue } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/learning/review-requests/queue`: requests waiting for the caller's review, oldest first. */
export function getReviewQueue(signal?: AbortSignal): Promise<ReviewQueue> {
  return apiRequest<ReviewQueue>('/learning/review-requests/queue', { signal });
}

export function getReviewQueueQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'review-queue'], queryFn: ({ signal }) => getReviewQueue(signal) });
}

export function useReviewQueue() {
  return useQuery(getReviewQueueQueryOptions());
}
