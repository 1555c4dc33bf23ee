import type { SupportInboxQuery, SupportTicketSummary } from '@hammurabi/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/support/inbox`: every ticket, for staff, filtered by status and category. */
export function getInbox(filters: SupportInboxQuery, signal?: AbortSignal): Promise<SupportTicketSummary[]> {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.category) query.set('category', filters.category);
  const search = query.toString();
  return apiRequest<SupportTicketSummary[]>(`/support/inbox${search ? `?${search}` : ''}`, { signal });
}

export function getInboxQueryOptions(filters: SupportInboxQuery) {
  return queryOptions({
    queryKey: ['support', 'inbox', filters.status ?? '', filters.category ?? ''],
    queryFn: ({ signal }) => getInbox(filters, signal),
    retry: false,
  });
}

export function useInbox(filters: SupportInboxQuery, enabled: boolean) {
  return useQuery({ ...getInboxQueryOptions(filters), enabled });
}
