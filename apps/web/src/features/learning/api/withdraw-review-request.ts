import type { ReviewRequestDetail } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/learning/review-requests/{id}/withdraw`: takes an open request out of the queue. */
export function withdrawReviewRequest(requestId: string): Promise<ReviewRequestDetail> {
  return apiRequest<ReviewRequestDetail>(`/learning/review-requests/${encodeURIComponent(requestId)}/withdraw`, {
    method: 'POST',
  });
}

export function useWithdrawReviewRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawReviewRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['learning', 'review-request'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
