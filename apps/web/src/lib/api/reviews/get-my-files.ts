import { type CodeFile, PROJECT_LIMITS, type Project } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/projects/`: the user's own and shared projects, the first page, for the file picker. */
export function getMyProjects(signal?: AbortSignal): Promise<Project[]> {
  return apiRequest<Project[]>(`/projects/?limit=${PROJECT_LIMITS.pageSizeMax}`, { signal });
}

/** `GET /api/projects/{id}/files`: the files of one project, for the file picker. */
export function getProjectFiles(projectId: string, signal?: AbortSignal): Promise<CodeFile[]> {
  return apiRequest<CodeFile[]>(`/projects/${encodeURIComponent(projectId)}/files`, { signal });
}

export function useMyProjects() {
  return useQuery(
    queryOptions({ queryKey: ['reviews', 'picker', 'projects'], queryFn: ({ signal }) => getMyProjects(signal) }),
  );
}

export function useProjectFiles(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['reviews', 'picker', 'files', projectId],
      queryFn: ({ signal }) => getProjectFiles(projectId, signal),
      enabled: projectId !== '',
    }),
  );
}
