import type { PlaygroundProgramSummary } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/playground/programs`: the signed-in user's saved programs. */
export function listPrograms(signal?: AbortSignal): Promise<PlaygroundProgramSummary[]> {
  return apiRequest<PlaygroundProgramSummary[]>('/playground/programs', { signal });
}

export function getProgramsQueryOptions() {
  return queryOptions({ queryKey: ['playground', 'programs'], queryFn: ({ signal }) => listPrograms(signal) });
}

export function usePrograms(enabled: boolean) {
  return useQuery({ ...getProgramsQueryOptions(), enabled });
}
