import type { CodeFile, SnippetCopyToProject } from '@hammurabi/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/snippets/{id}/copy-to-project` → the new file in the chosen project. */
export function copySnippetToProject(id: string, input: SnippetCopyToProject): Promise<CodeFile> {
  return apiRequest<CodeFile>(`/snippets/${encodeURIComponent(id)}/copy-to-project`, { method: 'POST', body: input });
}

export function useCopySnippetToProject(id: string) {
  return useMutation({ mutationFn: (input: SnippetCopyToProject) => copySnippetToProject(id, input) });
}
