import type { LearningProgressResult, LearningProgressUpdate } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/learning/progress`: start or complete a module; checked modules send a solution. */
export function recordProgress(update: LearningProgressUpdate): Promise<LearningProgressResult> {
  return apiRequest<LearningProgressResult>('/learning/progress', { method: 'POST', body: update });
}

/** Records progress, then refreshes every learning view and the dashboard numbers. */
export function useRecordProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordProgress,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.learning.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}
