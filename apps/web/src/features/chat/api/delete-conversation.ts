import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getConversationsQueryOptions } from './get-conversations';
import { getMessagesQueryOptions } from './get-messages';

/** `DELETE /api/ai/conversations/{id}` → 204: the conversation and its messages are gone. */
export function deleteConversation(conversationId: string): Promise<void> {
  return apiRequest<void>(`/ai/conversations/${encodeURIComponent(conversationId)}`, { method: 'DELETE' });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => deleteConversation(conversationId),
    onSuccess: async (_result, conversationId) => {
      queryClient.setQueryData(getConversationsQueryOptions().queryKey, (list) =>
        list?.filter((conversation) => conversation.id !== conversationId),
      );
      // Only mark the messages stale: the page still shows them until it moves away, and
      // removing them now would make it ask the server again (404).
      await queryClient.invalidateQueries({
        queryKey: getMessagesQueryOptions(conversationId).queryKey,
        refetchType: 'none',
      });
    },
  });
}
