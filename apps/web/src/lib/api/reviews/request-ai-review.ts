import type { ReviewRequested } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getFileReviewsQueryOptions } from './get-file-reviews';
import { recentReviewsQueryOptions } from './get-recent-reviews';

/**
 * `POST /api/reviews/code/{fileId}` → 201 `{id, status}`: an AI review of the file's saved
 * version. The built-in engine answers `completed`; a model answers `pending` and finishes later.
 */
export function requestAiReview(fileId: string): Promise<ReviewRequested> {
  return apiRequest<ReviewRequested>(`/reviews/code/${encodeURIComponent(fileId)}`, { method: 'POST' });
}

export function useRequestAiReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => requestAiReview(fileId),
    onSuccess: (_requested, fileId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getFileReviewsQueryOptions(fileId).queryKey }),
        queryClient.invalidateQueries({ queryKey: recentReviewsQueryOptions.queryKey }),
      ]),
  });
}
