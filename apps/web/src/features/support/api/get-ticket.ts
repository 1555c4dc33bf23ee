import { SUPPORT_TOKEN_HEADER, type SupportTicket } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The secret link's token as a request header, when the page was opened through the link. */
export const tokenHeaders = (token: string | null): Record<string, string> =>
  token ? { [SUPPORT_TOKEN_HEADER]: token } : {};

/** `GET /api/support/tickets/{id}`: the ticket with its conversation and attachments. */
export function getTicket(ticketId: string, token: string | null, signal?: AbortSignal): Promise<SupportTicket> {
  return apiRequest<SupportTicket>(`/support/tickets/${encodeURIComponent(ticketId)}`, {
    headers: tokenHeaders(token),
    signal,
  });
}

export function getTicketQueryOptions(ticketId: string, token: string | null) {
  return queryOptions({
    queryKey: ['support', 'ticket', ticketId, token ? 'link' : 'account'],
    queryFn: ({ signal }) => getTicket(ticketId, token, signal),
    retry: false,
  });
}

export function useTicket(ticketId: string, token: string | null, enabled = true) {
  return useQuery({ ...getTicketQueryOptions(ticketId, token), enabled });
}
