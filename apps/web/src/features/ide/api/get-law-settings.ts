import type { ProjectLawSettings } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/projects/{id}/law-settings`: the project's law profile. */
export function getLawSettings(projectId: string, signal?: AbortSignal): Promise<ProjectLawSettings> {
  return apiRequest<ProjectLawSettings>(`/projects/${encodeURIComponent(projectId)}/law-settings`, { signal });
}

export function getLawSettingsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.project.part(projectId, 'law-settings'),
    queryFn: ({ signal }) => getLawSettings(projectId, signal),
  });
}

export function useLawSettings(projectId: string | null) {
  return useQuery({ ...getLawSettingsQueryOptions(projectId ?? ''), enabled: projectId !== null });
}
