import type { Project, ProjectUpdate } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProjectQueryOptions } from '@/lib/api/projects/get-project';
import { getProjectsQueryOptions } from '@/lib/api/projects/get-projects';

/** `PUT /api/projects/{id}` with the fields to change. */
export function updateProject(projectId: string, input: ProjectUpdate): Promise<Project> {
  return apiRequest<Project>(`/projects/${encodeURIComponent(projectId)}`, { method: 'PUT', body: input });
}

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectUpdate) => updateProject(projectId, input),
    onSuccess: async (project) => {
      queryClient.setQueryData(getProjectQueryOptions(projectId).queryKey, project);
      await queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
    },
  });
}
