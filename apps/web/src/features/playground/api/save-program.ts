import type { PlaygroundProgram, PlaygroundProgramInput } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProgramsQueryOptions } from './list-programs';

export interface SaveProgramRequest {
  /** The program to replace (with the version it was loaded at), or null to save a new one. */
  existing: { id: string; version: number } | null;
  program: PlaygroundProgramInput;
}

/** `POST /api/playground/programs`, or `PUT …/{id}` with the version it started from (409 if changed). */
export function saveProgram({ existing, program }: SaveProgramRequest): Promise<PlaygroundProgram> {
  if (!existing) return apiRequest<PlaygroundProgram>('/playground/programs', { method: 'POST', body: program });
  return apiRequest<PlaygroundProgram>(`/playground/programs/${encodeURIComponent(existing.id)}`, {
    method: 'PUT',
    body: { ...program, version: existing.version },
  });
}

export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProgramsQueryOptions().queryKey }),
  });
}
