import type { Conversation } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/ai/conversations`: the user's conversations, most recently active first. */
export function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return apiRequest<Conversation[]>('/ai/conversations', { signal });
}

export function getConversationsQueryOptions() {
  return queryOptions({
    queryKey: ['chat', 'conversations'],
    queryFn: ({ signal }) => getConversations(signal),
  });
}

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}
