import type { LawSettingsBody, ProjectLawSettings } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getLawSettingsQueryOptions } from './get-law-settings';

/** `PUT /api/projects/{id}/law-settings`: the owner sets the project's law profile. */
export function updateLawSettings(projectId: string, body: LawSettingsBody): Promise<ProjectLawSettings> {
  return apiRequest<ProjectLawSettings>(`/projects/${encodeURIComponent(projectId)}/law-settings`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateLawSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LawSettingsBody) => updateLawSettings(projectId, body),
    onSuccess: (saved) => queryClient.setQueryData(getLawSettingsQueryOptions(projectId).queryKey, saved),
  });
}
