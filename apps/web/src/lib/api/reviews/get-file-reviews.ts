import type { CodeReview } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** How often a list holding a pending review (one a model is still writing) is asked again. */
export const PENDING_REVIEW_POLL_MS = 1500;

/** `GET /api/reviews/file/{fileId}`: the file's reviews, newest first. */
export function getFileReviews(fileId: string, signal?: AbortSignal): Promise<CodeReview[]> {
  return apiRequest<CodeReview[]>(`/reviews/file/${encodeURIComponent(fileId)}`, { signal });
}

export function getFileReviewsQueryOptions(fileId: string) {
  return queryOptions({
    queryKey: ['reviews', 'file', fileId],
    queryFn: ({ signal }) => getFileReviews(fileId, signal),
    // A model review stays pending until it is written; ask again until none is.
    refetchInterval: (query) =>
      query.state.data?.some((review) => review.status === 'pending') ? PENDING_REVIEW_POLL_MS : false,
    // An unknown or private file will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

/** A file's reviews; pass `enabled: false` until there is a file id to ask about. */
export function useFileReviews(fileId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getFileReviewsQueryOptions(fileId), enabled });
}
