import { type FileSummary, languageFromFilename } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getFilesQueryOptions } from '@/lib/api/projects/get-files';

/** `PUT /api/projects/{id}/files/{fileId}` with a new filename (and the language it implies). */
export function renameFile(projectId: string, fileId: string, filename: string, version: number): Promise<FileSummary> {
  return apiRequest<FileSummary>(`/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}`, {
    method: 'PUT',
    body: { filename, language: languageFromFilename(filename), version },
  });
}

export function useRenameFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, filename, version }: { fileId: string; filename: string; version: number }) =>
      renameFile(projectId, fileId, filename, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFilesQueryOptions(projectId).queryKey }),
  });
}
