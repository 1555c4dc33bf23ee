import type { ExplainCodeResponse, PlaygroundLanguage } from '@hammurabi/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const TIPS_QUESTION = 'What could I improve in this program? Give concrete tips with line numbers.';

/** `POST /api/ai/explain-code` with a request for tips: the assistant's advice on the program. */
export function getAiTips(request: {
  language: PlaygroundLanguage;
  code: string;
  filename: string;
}): Promise<ExplainCodeResponse> {
  return apiRequest<ExplainCodeResponse>('/ai/explain-code', {
    method: 'POST',
    body: { code: request.code, language: request.language, filename: request.filename, question: TIPS_QUESTION },
  });
}

export function useAiTips() {
  return useMutation({ mutationFn: getAiTips });
}
