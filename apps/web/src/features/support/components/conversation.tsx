import { formatRelativeTime, type SupportAttachment, type SupportTicket } from '@hammurabi/shared';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AttachmentList } from './attachment-list';

/** The ticket's description followed by every reply (with its file) and status note, oldest first. */
export function Conversation({
  ticket,
  downloading,
  onDownload,
}: {
  ticket: SupportTicket;
  downloading: string | null;
  onDownload: (attachment: SupportAttachment) => void;
}) {
  return (
    <ol className="grid gap-4" aria-label="Conversation">
      <li>
        <MessageCard author={ticket.name} role="Requester" at={ticket.created_at} body={ticket.description} />
      </li>
      {ticket.messages.map((message) =>
        message.author_kind === 'system' ? (
          <li key={message.id} className="text-center text-sm text-muted-foreground">
            {message.body} <span className="whitespace-nowrap">· {formatRelativeTime(message.created_at)}</span>
          </li>
        ) : (
          <li key={message.id}>
            <MessageCard
              author={message.author_name}
              role={message.author_kind === 'staff' ? 'Support' : 'Requester'}
              at={message.created_at}
              body={message.body}
              staff={message.author_kind === 'staff'}
            >
              {message.attachments.length > 0 ? (
                <AttachmentList
                  attachments={message.attachments}
                  downloading={downloading}
                  onDownload={onDownload}
                  label={`Attachments of ${message.author_name}'s reply`}
                />
              ) : null}
            </MessageCard>
          </li>
        ),
      )}
    </ol>
  );
}

function MessageCard({
  author,
  role,
  at,
  body,
  staff = false,
  children,
}: {
  author: string;
  role: string;
  at: string;
  body: string;
  staff?: boolean;
  /** The reply's files, under its text. */
  children?: ReactNode;
}) {
  return (
    <article
      className={cn(
        'rounded-xl border p-4',
        staff ? 'border-primary/40 bg-primary/5 sm:ml-8' : 'border-border bg-card sm:mr-8',
      )}
    >
      <header className="mb-2 flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold">{author}</span>
        <span className="text-muted-foreground">{role}</span>
        <time className="ml-auto text-muted-foreground" dateTime={at} title={new Date(at).toLocaleString()}>
          {formatRelativeTime(at)}
        </time>
      </header>
      {/* Plain text: what people type into a help desk is not Markdown. */}
      <p className="break-words whitespace-pre-wrap">{body}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </article>
  );
}
