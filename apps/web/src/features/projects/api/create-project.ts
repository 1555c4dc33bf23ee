import type { Project, ProjectCreate } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProjectsQueryOptions } from '@/lib/api/projects/get-projects';

/** `POST /api/projects/` → 201 with the new project. */
export function createProject(input: ProjectCreate): Promise<Project> {
  return apiRequest<Project>('/projects/', { method: 'POST', body: input });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey }),
  });
}
