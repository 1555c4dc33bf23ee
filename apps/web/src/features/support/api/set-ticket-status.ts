import type { SupportStatus, SupportTicket } from '@hammurabi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getTicketQueryOptions } from './get-ticket';

/** `PATCH /api/support/tickets/{id}` (staff): a new status, mailed to the requester. */
export function setTicketStatus(ticketId: string, status: SupportStatus): Promise<SupportTicket> {
  return apiRequest<SupportTicket>(`/support/tickets/${encodeURIComponent(ticketId)}`, {
    method: 'PATCH',
    body: { status },
  });
}

export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, status }: { ticketId: string; status: SupportStatus }) =>
      setTicketStatus(ticketId, status),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(getTicketQueryOptions(ticket.id, null).queryKey, ticket);
      await queryClient.invalidateQueries({ queryKey: ['support', 'inbox'] });
    },
  });
}
