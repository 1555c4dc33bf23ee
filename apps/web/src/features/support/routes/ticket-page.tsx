import {
  formatRelativeTime,
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
  type SupportAttachment,
  type SupportStatus,
} from '@hammurabi/shared';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDownloadAttachment } from '../api/download-attachment';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { useSetTicketStatus } from '../api/set-ticket-status';
import { AttachmentList } from '../components/attachment-list';
import { Conversation } from '../components/conversation';
import { ReplyForm } from '../components/reply-form';
import { ErrorPanel, LoadingPanel } from '../components/state-panels';
import { StatusBadge } from '../components/status-badge';
import { paths } from '@/lib/paths';

/** The token of a mailed link, from the `#access=` fragment (it is never sent to the server as a URL). */
function linkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('access');
}

/** /support/tickets/{id}: the conversation, attachments and reply box; staff also set the status. */
export function TicketPage() {
  const { ticketId = '' } = useParams();
  const location = useLocation();
  const [token] = useState(() => linkToken(location.hash));
  const { user, loading } = useAuth();
  const ticket = useTicket(ticketId, token, !loading);
  const reply = useReplyToTicket(ticketId, token);
  const status = useSetTicketStatus();
  const download = useDownloadAttachment(ticketId, token);
  useDocumentTitle(ticket.data ? `${ticket.data.number} · Support` : 'Support ticket');

  if (loading || ticket.isPending) return <LoadingPanel label="Loading ticket" />;
  if (ticket.isError) {
    const missing = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ErrorPanel
          title={missing ? 'Ticket not found' : 'Could not load this ticket'}
          message={
            missing
              ? 'This ticket does not exist or you cannot see it. Open it with the link from your confirmation email, or log in with the account that submitted it.'
              : ticket.error.message
          }
          onRetry={missing ? undefined : () => void ticket.refetch()}
        >
          {missing && !user ? (
            <Button asChild variant="outline" className="mt-2">
              <Link to="/login" state={{ from: paths.supportTicket(ticketId) }}>
                Log in
              </Link>
            </Button>
          ) : null}
        </ErrorPanel>
      </div>
    );
  }

  const data = ticket.data;
  const isStaff = data.viewer.is_staff;
  const downloading = download.isPending ? (download.variables?.id ?? null) : null;
  const onDownload = (attachment: SupportAttachment) =>
    download.mutate(attachment, {
      onError: (error) => toast({ title: 'Download Failed', description: error.message, variant: 'destructive' }),
    });
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={isStaff ? '/support/inbox' : user ? '/support/tickets' : '/support'}>
          <ArrowLeft aria-hidden />
          {isStaff ? 'Support inbox' : user ? 'My tickets' : 'Support'}
        </Link>
      </Button>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span className="font-mono font-semibold text-foreground">{data.number}</span>
        <StatusBadge status={data.status} />
        <span>{SUPPORT_CATEGORIES[data.category]}</span>
      </div>
      <h1 className="mt-2 text-2xl font-bold tracking-tight break-words sm:text-3xl">{data.subject}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        From {data.name} &lt;{data.email}&gt; · opened {formatRelativeTime(data.created_at)}
      </p>

      {isStaff ? (
        <Card className="mt-6 flex flex-wrap items-center gap-3 p-4">
          <label htmlFor="ticket-status" className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id="ticket-status"
            className="w-auto min-w-48"
            value={data.status}
            disabled={status.isPending}
            onChange={(event) =>
              status.mutate(
                { ticketId: data.id, status: event.target.value as SupportStatus },
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
          <span className="text-sm text-muted-foreground">The requester is emailed about every change.</span>
        </Card>
      ) : null}

      {data.attachments.length > 0 ? (
        <section className="mt-6" aria-labelledby="attachments-heading">
          <h2 id="attachments-heading" className="mb-2 text-lg font-semibold">
            Attachment
          </h2>
          <AttachmentList attachments={data.attachments} downloading={downloading} onDownload={onDownload} />
        </section>
      ) : null}

      <section className="mt-6" aria-labelledby="conversation-heading">
        <h2 id="conversation-heading" className="mb-3 text-lg font-semibold">
          Conversation
        </h2>
        <Conversation ticket={data} onDownload={onDownload} downloading={downloading} />
      </section>

      <Card className="mt-6">
        {data.viewer.can_reply ? (
          <ReplyForm
            pending={reply.isPending}
            asStaff={isStaff}
            onSubmit={async (submission) => {
              try {
                await reply.mutateAsync(submission);
                return { sent: true };
              } catch (error) {
                // The server's check of the file's bytes is shown under the file picker.
                if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
                  return { sent: false, attachmentError: error.message };
                }
                toast({
                  title: 'Reply Failed',
                  description: error instanceof Error ? error.message : 'An unexpected error occurred.',
                  variant: 'destructive',
                });
                return { sent: false };
              }
            }}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            This ticket is closed.{' '}
            {isStaff ? (
              'Change its status to reopen it.'
            ) : (
              <Link to="/support" className="text-primary hover:underline">
                Open a new ticket
              </Link>
            )}
          </p>
        )}
      </Card>
    </div>
  );
}

export default TicketPage;
