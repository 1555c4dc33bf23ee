import type { ModerationDecision, ModerationTargetType, QueueItem } from '@hammurabi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/moderation/queue` (moderators). */
export function useModerationQueue() {
  return useQuery({
    queryKey: ['moderation', 'queue'],
    queryFn: ({ signal }) => apiRequest<{ items: QueueItem[] }>('/moderation/queue', { signal }),
    retry: false,
  });
}

const itemPath = (type: ModerationTargetType, id: string) =>
  `/moderation/items/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

export type ModerationAction =
  | { kind: 'decision'; item: QueueItem; body: ModerationDecision }
  | { kind: 'ban'; item: QueueItem; body: { duration: string; reason?: string } };

/** A moderator's decision on a queued post, or the suspension of its author. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) =>
      apiRequest(
        `${itemPath(action.item.target_type, action.item.target_id)}/${action.kind === 'ban' ? 'ban-author' : 'decision'}`,
        { method: 'POST', body: action.body },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['moderation'] }),
  });
}
