import { LifeBuoy, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyTickets } from '../api/get-my-tickets';
import { ErrorPanel, LoadingPanel } from '../components/state-panels';
import { TicketList } from '../components/ticket-list';

/** /support/tickets: the signed-in user's tickets with their status. */
export function MyTicketsPage() {
  useDocumentTitle('My Tickets');
  const tickets = useMyTickets();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">My Tickets</h1>
        <Button asChild>
          <Link to="/support">
            <Plus aria-hidden />
            New Ticket
          </Link>
        </Button>
      </div>
      <p className="mt-1 text-muted-foreground">Tickets you submitted while logged in, latest activity first.</p>
      <div className="mt-6">
        {tickets.isPending ? (
          <LoadingPanel label="Loading your tickets" />
        ) : tickets.isError ? (
          <ErrorPanel
            title="Could not load your tickets"
            message={tickets.error.message}
            onRetry={() => void tickets.refetch()}
          />
        ) : tickets.data.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <LifeBuoy className="size-8 text-primary" aria-hidden />
            <h2 className="text-xl font-semibold">No tickets yet</h2>
            <p className="max-w-md text-muted-foreground">
              When you submit a ticket while logged in, it appears here with its status and our replies.
            </p>
          </Card>
        ) : (
          <TicketList tickets={tickets.data} />
        )}
      </div>
    </div>
  );
}

export default MyTicketsPage;
