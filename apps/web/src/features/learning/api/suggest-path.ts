import type { PathSuggestion, PathSuggestionCreate } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/learning/suggestions`: Suggest a Path. */
export function suggestPath(suggestion: PathSuggestionCreate): Promise<PathSuggestion> {
  return apiRequest<PathSuggestion>('/learning/suggestions', { method: 'POST', body: suggestion });
}

export function useSuggestPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suggestPath,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['learning', 'suggestions'] }),
  });
}
