import type { Conversation, ConversationRename } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getConversationsQueryOptions } from './get-conversations';

/** `PATCH /api/ai/conversations/{id}` with the new title. */
export function renameConversation(conversationId: string, input: ConversationRename): Promise<Conversation> {
  return apiRequest<Conversation>(`/ai/conversations/${encodeURIComponent(conversationId)}`, {
    method: 'PATCH',
    body: input,
  });
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, title }: { conversationId: string; title: string }) =>
      renameConversation(conversationId, { title }),
    onSuccess: (renamed) => {
      queryClient.setQueryData(getConversationsQueryOptions().queryKey, (list) =>
        list?.map((conversation) => (conversation.id === renamed.id ? renamed : conversation)),
      );
    },
  });
}
