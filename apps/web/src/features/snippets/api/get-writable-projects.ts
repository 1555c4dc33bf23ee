import { PROJECT_LIMITS, type Project } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The caller's projects they can add files to (owner or editor): `GET /api/projects/` lists
 * own and shared projects, and viewers are left out here.
 */
export async function getWritableProjects(signal?: AbortSignal): Promise<Project[]> {
  const projects = await apiRequest<Project[]>(`/projects/?limit=${PROJECT_LIMITS.pageSizeMax}`, { signal });
  return projects.filter((project) => project.role === 'owner' || project.role === 'editor');
}

export function getWritableProjectsQueryOptions() {
  return queryOptions({
    queryKey: ['snippets', 'writable-projects'],
    queryFn: ({ signal }) => getWritableProjects(signal),
  });
}

export function useWritableProjects(enabled: boolean) {
  return useQuery({ ...getWritableProjectsQueryOptions(), enabled });
}
