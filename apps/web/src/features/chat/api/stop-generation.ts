import type { ChatStopResult } from '@hammurabi/shared';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/ai/conversations/{id}/stop`: ends the reply being streamed; what came so far is kept. */
export function stopGeneration(conversationId: string): Promise<ChatStopResult> {
  return apiRequest<ChatStopResult>(`/ai/conversations/${encodeURIComponent(conversationId)}/stop`, {
    method: 'POST',
  });
}
