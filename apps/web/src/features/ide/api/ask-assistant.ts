import type { ChatRequest, ChatResponse } from '@hammurabi/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/ai/chat`: asks the assistant about a finding, with the file as context. */
export function askAssistant(request: ChatRequest): Promise<ChatResponse> {
  return apiRequest<ChatResponse>('/ai/chat', { method: 'POST', body: request });
}

export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant });
}
