import type { ReviewRequestDetail } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/learning/modules/{id}/review-request`: asks for a review of the latest submission. */
export function askForReview(moduleId: string): Promise<ReviewRequestDetail> {
  return apiRequest<ReviewRequestDetail>(`/learning/modules/${encodeURIComponent(moduleId)}/review-request`, {
    method: 'POST',
  });
}

/** Asks, then refreshes the learning views (the exercise's request) and the dashboard's lists. */
export function useAskForReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askForReview,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['learning', 'review-request'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
