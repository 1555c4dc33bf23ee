import { PROJECT_LIMITS, type Project } from '@hammurabi/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ProjectScope = 'mine' | 'public';

export interface ProjectListParams {
  scope: ProjectScope;
  q?: string;
}

const pageSize = PROJECT_LIMITS.pageSizeDefault;

/** `GET /api/projects/`: the caller's own and shared projects, or everyone's public ones. */
export function getProjects({ scope, q }: ProjectListParams, offset = 0, signal?: AbortSignal): Promise<Project[]> {
  const query = new URLSearchParams({ limit: String(pageSize), offset: String(offset) });
  if (q?.trim()) query.set('q', q.trim());
  if (scope === 'public') query.set('visibility', 'public');
  return apiRequest<Project[]>(`/projects/?${query.toString()}`, { signal });
}

/** Pages of projects; another page exists while the last one came back full. */
export function getProjectsQueryOptions(params?: ProjectListParams) {
  return infiniteQueryOptions({
    queryKey: params ? ['projects', 'list', params.scope, params.q?.trim() ?? ''] : ['projects', 'list'],
    queryFn: ({ pageParam, signal }) => getProjects(params ?? { scope: 'mine' }, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length === pageSize ? lastOffset + pageSize : undefined,
  });
}

export function useProjects(params: ProjectListParams) {
  return useInfiniteQuery(getProjectsQueryOptions(params));
}
