import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCollaboratorsQueryOptions } from './get-collaborators';

/** `DELETE /api/projects/{id}/collaborators/{userId}` → 204. */
export function removeCollaborator(projectId: string, userId: string): Promise<void> {
  return apiRequest<void>(`/projects/${encodeURIComponent(projectId)}/collaborators/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeCollaborator(projectId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCollaboratorsQueryOptions(projectId).queryKey }),
  });
}
