import type { CodeReview, HumanReviewCreate } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getFileReviewsQueryOptions } from './get-file-reviews';
import { recentReviewsQueryOptions } from './get-recent-reviews';

/**
 * `POST /api/reviews/` → 201 with the new human review of the file's saved version, or of a
 * learner's review request (whose screen refreshes itself).
 */
export function createHumanReview(input: HumanReviewCreate): Promise<CodeReview> {
  return apiRequest<CodeReview>('/reviews/', { method: 'POST', body: input });
}

export function useCreateHumanReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHumanReview,
    onSuccess: (review) =>
      review.file_id === null
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: getFileReviewsQueryOptions(review.file_id).queryKey }),
            queryClient.invalidateQueries({ queryKey: recentReviewsQueryOptions.queryKey }),
          ]),
  });
}
