import type { CodeFile, FileCreate } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getFilesQueryOptions } from './get-files';

/** `POST /api/projects/{id}/files` → 201 with the new file. */
export function createFile(projectId: string, input: FileCreate): Promise<CodeFile> {
  return apiRequest<CodeFile>(`/projects/${encodeURIComponent(projectId)}/files`, { method: 'POST', body: input });
}

export function useCreateFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FileCreate) => createFile(projectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFilesQueryOptions(projectId).queryKey }),
  });
}
