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
    onSuccess: (_result, conversationId) => {
      queryClient.setQueryData(getConversationsQueryOptions().queryKey, (list) =>
        list?.filter((conversation) => conversation.id !== conversationId),
      );
      queryClient.removeQueries({ queryKey: getMessagesQueryOptions(conversationId).queryKey });
    },
  });
}
