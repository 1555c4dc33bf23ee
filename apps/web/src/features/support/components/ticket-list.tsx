import { formatRelativeTime, SUPPORT_CATEGORIES, type SupportTicketSummary } from '@hammurabi/shared';
import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from './status-badge';
import { paths } from '@/lib/paths';

/** Tickets as a list of cards; `actions` adds controls to a row (the inbox's status select). */
export function TicketList({
  tickets,
  showRequester = false,
  actions,
}: {
  tickets: SupportTicketSummary[];
  showRequester?: boolean;
  actions?: (ticket: SupportTicketSummary) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-label="Tickets">
      {tickets.map((ticket) => (
        <li
          key={ticket.id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span className="font-mono font-medium text-foreground">{ticket.number}</span>
              <StatusBadge status={ticket.status} />
              <span>{SUPPORT_CATEGORIES[ticket.category]}</span>
            </div>
            <Link
              to={paths.supportTicket(ticket.id)}
              className="mt-1 block truncate text-base font-semibold hover:text-primary hover:underline"
            >
              {ticket.subject}
            </Link>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              {showRequester ? (
                <span className="truncate">
                  {ticket.name} &lt;{ticket.email}&gt;
                </span>
              ) : null}
              <span>Updated {formatRelativeTime(ticket.updated_at)}</span>
              <span className="inline-flex items-center gap-1">
                <MessageSquare className="size-3.5" aria-hidden />
                {ticket.message_count} {ticket.message_count === 1 ? 'reply' : 'replies'}
              </span>
            </p>
          </div>
          {actions ? <div className="shrink-0">{actions(ticket)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
