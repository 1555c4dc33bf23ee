import type { SupportTicket } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getTicketQueryOptions, tokenHeaders } from './get-ticket';

/** `POST /api/support/tickets/{id}/messages` → 201 with the updated ticket. */
export function replyToTicket(ticketId: string, token: string | null, body: string): Promise<SupportTicket> {
  return apiRequest<SupportTicket>(`/support/tickets/${encodeURIComponent(ticketId)}/messages`, {
    method: 'POST',
    body: { body },
    headers: tokenHeaders(token),
  });
}

export function useReplyToTicket(ticketId: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyToTicket(ticketId, token, body),
    onSuccess: (ticket) => {
      queryClient.setQueryData(getTicketQueryOptions(ticketId, token).queryKey, ticket);
      return queryClient.invalidateQueries({ queryKey: ['support'], refetchType: 'none' });
    },
  });
}
