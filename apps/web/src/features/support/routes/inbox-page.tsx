import {
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
  type SupportCategory,
  type SupportStatus,
  supportCategoryIds,
  supportStatusIds,
} from '@hammurabi/shared';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { useUserRole } from '@/lib/auth/use-role';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInbox } from '../api/get-inbox';
import { useSetTicketStatus } from '../api/set-ticket-status';
import { ErrorPanel, LoadingPanel } from '../components/state-panels';
import { TicketList } from '../components/ticket-list';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

/** /support/inbox: every ticket for staff, filtered by status and category (kept in the address). */
export function InboxPage() {
  useDocumentTitle('Support Inbox');
  const [params, setParams] = useSearchParams();
  const filters = {
    status: pick<SupportStatus>(params.get('status'), supportStatusIds),
    category: pick<SupportCategory>(params.get('category'), supportCategoryIds),
  };
  const { has, loading } = useUserRole();
  const inbox = useInbox(filters, has('staff'));
  const status = useSetTicketStatus();
  const setFilter = (key: 'status' | 'category', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  if (loading) return <LoadingPanel label="Checking your access" />;
  if (!has('staff')) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ErrorPanel title="Support staff only" message="Only support staff can see the support inbox." />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <Inbox className="size-7 text-primary" aria-hidden />
        Support Inbox
      </h1>
      <div className="mt-6 flex flex-wrap gap-4" role="group" aria-label="Filters">
        <div className="grid gap-1">
          <label htmlFor="inbox-status" className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id="inbox-status"
            className="min-w-48"
            value={filters.status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
          >
            <option value="">All statuses</option>
            {Object.entries(SUPPORT_STATUSES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor="inbox-category" className="text-sm font-medium">
            Category
          </label>
          <NativeSelect
            id="inbox-category"
            className="min-w-48"
            value={filters.category ?? ''}
            onChange={(event) => setFilter('category', event.target.value)}
          >
            <option value="">All categories</option>
            {Object.entries(SUPPORT_CATEGORIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="mt-6">
        {inbox.isPending ? (
          <LoadingPanel label="Loading tickets" />
        ) : inbox.isError ? (
          <ErrorPanel
            title="Could not load the inbox"
            message={inbox.error.message}
            onRetry={() => void inbox.refetch()}
          />
        ) : inbox.data.length === 0 ? (
          <Card className="px-6 py-12 text-center text-muted-foreground">
            {filters.status || filters.category ? 'No tickets match these filters.' : 'No tickets yet.'}
          </Card>
        ) : (
          <TicketList
            tickets={inbox.data}
            showRequester
            actions={(ticket) => (
              <NativeSelect
                aria-label={`Status of ${ticket.number}`}
                className="w-full sm:w-52"
                value={ticket.status}
                disabled={status.isPending && status.variables.ticketId === ticket.id}
                onChange={(event) =>
                  status.mutate(
                    { ticketId: ticket.id, status: event.target.value as SupportStatus },
                    {
                      onSuccess: (updated) =>
                        toast({
                          title: 'Status Updated',
                          description: `${updated.number} is now ${SUPPORT_STATUSES[updated.status]}.`,
                        }),
                      onError: (error) =>
                        toast({ title: 'Status Change Failed', description: error.message, variant: 'destructive' }),
                    },
                  )
                }
              >
                {Object.entries(SUPPORT_STATUSES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        )}
      </div>
    </div>
  );
}

export default InboxPage;
