import type { Conversation } from '@hammurabi/shared';
import { apiRequest } from '@/lib/api-client';

/** `PUT /api/ai/conversations/{id}/leaf`: shows the branch through `messageId`, to its newest end. */
export function selectBranch(conversationId: string, messageId: string): Promise<Conversation> {
  return apiRequest<Conversation>(`/ai/conversations/${encodeURIComponent(conversationId)}/leaf`, {
    method: 'PUT',
    body: { message_id: messageId },
  });
}
