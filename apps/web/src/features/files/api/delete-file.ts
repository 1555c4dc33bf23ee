import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getFilesQueryOptions } from '@/lib/api/projects/get-files';

/** `DELETE /api/projects/{id}/files/{fileId}` → 204. */
export function deleteFile(projectId: string, fileId: string): Promise<void> {
  return apiRequest<void>(`/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteFile(projectId, fileId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFilesQueryOptions(projectId).queryKey }),
  });
}
