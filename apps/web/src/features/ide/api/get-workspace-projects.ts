import type { Project } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/projects`: the signed-in user's projects, to pick one as the IDE's workspace. */
export function getWorkspaceProjects(signal?: AbortSignal): Promise<Project[]> {
  return apiRequest<Project[]>('/projects', { signal });
}

export function getWorkspaceProjectsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['ide', 'projects', userId],
    queryFn: ({ signal }) => getWorkspaceProjects(signal),
  });
}

export function useWorkspaceProjects(userId: string | null) {
  return useQuery({ ...getWorkspaceProjectsQueryOptions(userId ?? ''), enabled: userId !== null });
}
