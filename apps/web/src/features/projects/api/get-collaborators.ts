import type { Collaborator } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/projects/{id}/collaborators`. */
export function getCollaborators(projectId: string, signal?: AbortSignal): Promise<Collaborator[]> {
  return apiRequest<Collaborator[]>(`/projects/${encodeURIComponent(projectId)}/collaborators`, { signal });
}

export function getCollaboratorsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.project.part(projectId, 'collaborators'),
    queryFn: ({ signal }) => getCollaborators(projectId, signal),
  });
}

/** The collaborators of a project, read only when `enabled` (the caller is a member). */
export function useCollaborators(projectId: string, enabled = true) {
  return useQuery({ ...getCollaboratorsQueryOptions(projectId), enabled });
}
