import type { SupportInboxCount } from '@hammurabi/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/support/inbox/count` (staff): the tickets waiting on support. */
export function getOpenTicketCount(signal?: AbortSignal): Promise<SupportInboxCount> {
  return apiRequest<SupportInboxCount>('/support/inbox/count', { signal });
}

/**
 * Under the inbox's key, so a status change (which invalidates `['support', 'inbox']`) and a
 * reply (which invalidates `['support']`) make the count read again.
 */
export function getOpenTicketCountQueryOptions() {
  return queryOptions({
    queryKey: ['support', 'inbox', 'count'],
    queryFn: ({ signal }) => getOpenTicketCount(signal),
    retry: false,
    staleTime: 0,
    // The menu stays on screen for hours: a staff member coming back to the tab sees today's count.
    refetchOnWindowFocus: true,
  });
}

/** The open-ticket count for the staff menu; nothing is asked for anyone else. */
export function useOpenTicketCount(enabled: boolean, client?: QueryClient) {
  return useQuery({ ...getOpenTicketCountQueryOptions(), enabled }, client);
}
