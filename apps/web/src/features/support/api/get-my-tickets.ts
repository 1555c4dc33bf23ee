import type { SupportTicketSummary } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/support/tickets`: the tickets the signed-in user opened. */
export function getMyTickets(signal?: AbortSignal): Promise<SupportTicketSummary[]> {
  return apiRequest<SupportTicketSummary[]>('/support/tickets', { signal });
}

export function getMyTicketsQueryOptions() {
  return queryOptions({ queryKey: ['support', 'mine'], queryFn: ({ signal }) => getMyTickets(signal) });
}

export function useMyTickets() {
  return useQuery(getMyTicketsQueryOptions());
}
