import type { PlaygroundAnalysis, PlaygroundLanguage } from '@hammurabi/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/playground/analyze`: the analysis engine's findings, computed on the server. */
export function analyzeCode(request: { language: PlaygroundLanguage; code: string }): Promise<PlaygroundAnalysis> {
  return apiRequest<PlaygroundAnalysis>('/playground/analyze', { method: 'POST', body: request });
}

export function useAnalyzeCode() {
  return useMutation({ mutationFn: analyzeCode });
}
