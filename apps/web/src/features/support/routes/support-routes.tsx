import type { RouteObject } from 'react-router';
import { withQueryClient } from '@/lib/query-client';

/** /support and a ticket's page (the mailed link opens it without an account). */
export const supportRoutes: RouteObject[] = [
  {
    path: 'support',
    lazy: async () => ({ Component: (await import('./support-page')).SupportPage }),
  },
  // /support loads the query cache after its heading (see its page); a ticket waits for it.
  ...withQueryClient([
    {
      path: 'support/tickets/:ticketId',
      lazy: async () => ({ Component: (await import('./ticket-page')).TicketPage }),
    },
  ]),
];

/** Signed-in screens: the requester's tickets and the staff inbox. */
export const supportGuardedRoutes: RouteObject[] = [
  {
    path: 'support/tickets',
    lazy: async () => ({ Component: (await import('./my-tickets-page')).MyTicketsPage }),
  },
  {
    path: 'support/inbox',
    lazy: async () => ({ Component: (await import('./inbox-page')).InboxPage }),
  },
];
