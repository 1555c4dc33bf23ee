import type { Project, StarState } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProjectQueryOptions } from '@/lib/api/projects/get-project';

/** `POST` (star) or `DELETE` (unstar) `/api/projects/{id}/star`. */
export function setProjectStar(projectId: string, starred: boolean): Promise<StarState> {
  return apiRequest<StarState>(`/projects/${encodeURIComponent(projectId)}/star`, {
    method: starred ? 'POST' : 'DELETE',
  });
}

export function useSetProjectStar(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (starred: boolean) => setProjectStar(projectId, starred),
    onSuccess: (state) => {
      queryClient.setQueryData(getProjectQueryOptions(projectId).queryKey, (project?: Project) =>
        project ? { ...project, ...state } : project,
      );
    },
  });
}
