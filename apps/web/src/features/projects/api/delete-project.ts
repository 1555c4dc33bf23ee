import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProjectQueryOptions } from '@/lib/api/projects/get-project';
import { getProjectsQueryOptions } from '@/lib/api/projects/get-projects';

/** `DELETE /api/projects/{id}` → 204; only the owner may. */
export function deleteProject(projectId: string): Promise<void> {
  return apiRequest<void>(`/projects/${encodeURIComponent(projectId)}`, { method: 'DELETE' });
}

export function useDeleteProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProject(projectId),
    onSuccess: async () => {
      // Mark the project stale without refetching it while its page is still on screen (that
      // would answer 404); a later visit asks the server again and shows "Project Not Found".
      await queryClient.invalidateQueries({
        queryKey: getProjectQueryOptions(projectId).queryKey,
        refetchType: 'none',
      });
      await queryClient.invalidateQueries({ queryKey: getProjectsQueryOptions().queryKey });
    },
  });
}
