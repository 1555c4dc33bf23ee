import type { Project } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProjectQueryOptions } from '@/lib/api/projects/get-project';
import { getProjectsQueryOptions } from '@/lib/api/projects/get-projects';

/** `POST /api/projects/{id}/fork` → 201 with the copy, owned by the caller. */
export function forkProject(projectId: string, title?: string): Promise<Project> {
  return apiRequest<Project>(`/projects/${encodeURIComponent(projectId)}/fork`, {
    method: 'POST',
    body: title ? { title } : {},
  });
}

export function useForkProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title?: string) => forkProject(projectId, title),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getProjectQueryOptions(projectId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey }),
      ]);
    },
  });
}
