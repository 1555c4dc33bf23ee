import type { Collaborator, CollaboratorRole } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCollaboratorsQueryOptions } from './get-collaborators';

/** `PUT /api/projects/{id}/collaborators/{userId}` with the new role. */
export function updateCollaborator(projectId: string, userId: string, role: CollaboratorRole): Promise<Collaborator> {
  return apiRequest<Collaborator>(
    `/projects/${encodeURIComponent(projectId)}/collaborators/${encodeURIComponent(userId)}`,
    { method: 'PUT', body: { role } },
  );
}

export function useUpdateCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: CollaboratorRole }) =>
      updateCollaborator(projectId, userId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCollaboratorsQueryOptions(projectId).queryKey }),
  });
}
