import type { ChatMessage } from '@hammurabi/shared';
import { type QueryClient, infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE, nextOlderOffset } from '../lib/message-pages';
import { getMessages } from './get-messages';

/** A conversation's messages in pages of 50 counted back from the newest, for the editor's assistant. */
export function getMessagePagesQueryOptions(conversationId: string | null) {
  return infiniteQueryOptions({
    queryKey: ['chat', 'messages', conversationId, 'pages'],
    queryFn: conversationId
      ? ({ pageParam, signal }): Promise<ChatMessage[]> =>
          getMessages(conversationId, { limit: MESSAGE_PAGE_SIZE, offset: pageParam, from: 'newest' }, signal)
      : skipToken,
    initialPageParam: 0,
    getNextPageParam: nextOlderOffset,
  });
}

export function useMessagePages(conversationId: string | null) {
  return useInfiniteQuery(getMessagePagesQueryOptions(conversationId));
}

/** Reads the loaded pages again after a reply, before the panel drops its copy of the turn. */
export async function refreshMessagePages(queryClient: QueryClient, conversationId: string): Promise<void> {
  const options = getMessagePagesQueryOptions(conversationId);
  await queryClient.cancelQueries({ queryKey: options.queryKey });
  // A failure lands in the query's state, where the panel reports it.
  await queryClient.fetchInfiniteQuery({ ...options, staleTime: 0 }).catch(() => undefined);
}
