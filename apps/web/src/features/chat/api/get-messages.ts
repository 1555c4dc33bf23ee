import { AI_LIMITS, type ChatMessage } from '@hammurabi/shared';
import { type QueryClient, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/ai/conversations/{id}/messages`: one page of messages, oldest first (50 from 0 by default). */
export function getMessages(
  conversationId: string,
  page: { limit?: number; offset?: number; from?: 'oldest' | 'newest' } = {},
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  const query = new URLSearchParams({
    limit: String(page.limit ?? AI_LIMITS.messagesPageDefault),
    offset: String(page.offset ?? 0),
  });
  if (page.from === 'newest') query.set('from', 'newest');
  return apiRequest<ChatMessage[]>(
    `/ai/conversations/${encodeURIComponent(conversationId)}/messages?${query.toString()}`,
    { signal },
  );
}

/** Every message of a conversation, read in the largest pages the API allows until one comes back short. */
export async function getAllMessages(conversationId: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  const limit = AI_LIMITS.messagesPageMax;
  const messages: ChatMessage[] = [];
  for (;;) {
    const page = await getMessages(conversationId, { limit, offset: messages.length }, signal);
    messages.push(...page);
    if (page.length < limit) return messages;
  }
}

/** The messages of a conversation; no request while `conversationId` is null (a new chat). */
export function getMessagesQueryOptions(conversationId: string | null) {
  return queryOptions({
    queryKey: ['chat', 'messages', conversationId],
    queryFn: conversationId ? ({ signal }) => getAllMessages(conversationId, signal) : skipToken,
  });
}

/**
 * The messages of the conversation on screen. `held` keeps the query from reading while a turn
 * in this conversation is on screen: the read that follows the turn (`refreshMessages`) is the
 * one that counts, and a read started mid-stream would only be cancelled and repeated.
 */
export function useMessages(conversationId: string | null, { held = false }: { held?: boolean } = {}) {
  return useQuery({ ...getMessagesQueryOptions(conversationId), enabled: !held });
}

/**
 * Reads a conversation's messages again after a reply, into the cache, before the screen drops
 * its copy of the turn. A first read still in flight (started while the reply streamed) is
 * cancelled rather than reused: React Query would hand back its answer, which may lack the reply.
 */
export async function refreshMessages(queryClient: QueryClient, conversationId: string): Promise<void> {
  const options = getMessagesQueryOptions(conversationId);
  await queryClient.cancelQueries({ queryKey: options.queryKey });
  // A failure lands in the query's state, where the screen showing it reports it.
  await queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
}
