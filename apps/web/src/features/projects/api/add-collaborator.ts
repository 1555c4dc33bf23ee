import type { Collaborator, CollaboratorAdd } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getCollaboratorsQueryOptions } from './get-collaborators';

/** `POST /api/projects/{id}/collaborators` with a username and a role. */
export function addCollaborator(projectId: string, input: CollaboratorAdd): Promise<Collaborator> {
  return apiRequest<Collaborator>(`/projects/${encodeURIComponent(projectId)}/collaborators`, {
    method: 'POST',
    body: input,
  });
}

export function useAddCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollaboratorAdd) => addCollaborator(projectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCollaboratorsQueryOptions(projectId).queryKey }),
  });
}
