import { Bot, CircleAlert, Pencil, RefreshCw, User } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import { Markdown } from '@/components/markdown/markdown';
import { cn } from '@/lib/cn';
import type { DisplayMessage } from '../lib/chat-turn';
import { formatMessageTime, messageBody } from '../lib/message-format';
import { BranchSwitcher, EditBox, FileChips, type MessageActions } from './message-tools';
import { OfflineBadge } from './offline-badge';

/**
 * One message: who wrote it, when, its text (Markdown for the assistant) and how it ended;
 * with `actions`, a pencil on questions, a new-answer button on replies and the version switcher.
 */
export function ChatMessageView({
  message,
  compact = false,
  actions,
  highlighted = false,
}: {
  message: DisplayMessage;
  compact?: boolean;
  actions?: MessageActions;
  /** The message a search result pointed at. */
  highlighted?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const fromUser = message.role === 'user';
  const isError = message.status === 'error';
  const body = messageBody(message.content);
  const Icon = fromUser ? User : isError ? CircleAlert : Bot;
  const id = message.id;
  const tools = actions && id && !isError ? { ...actions, id } : null;

  return (
    <article
      aria-label={fromUser ? 'Your message' : 'Assistant reply'}
      data-role={message.role}
      data-status={message.status}
      data-message-id={id ?? undefined}
      tabIndex={highlighted ? -1 : undefined}
      className={cn(
        'flex gap-2.5 rounded-2xl outline-none',
        fromUser && 'flex-row-reverse',
        highlighted && 'ring-2 ring-primary/60 ring-offset-4 ring-offset-background',
      )}
    >
      <div
        aria-hidden
        className={cn(
          'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
          fromUser
            ? 'bg-accent/15 text-accent'
            : isError
              ? 'bg-destructive/15 text-destructive'
              : 'bg-primary/15 text-primary',
        )}
      >
        <Icon />
      </div>
      <div
        className={cn(
          'min-w-0 rounded-2xl border px-3.5 py-2.5',
          compact ? 'max-w-[92%]' : 'max-w-[85%]',
          fromUser
            ? 'rounded-tr-sm border-accent/20 bg-accent/10'
            : isError
              ? 'rounded-tl-sm border-destructive/40 bg-destructive/5'
              : 'rounded-tl-sm border-border bg-card',
          !fromUser && !isError && body.kind === 'markdown' && 'w-full',
        )}
      >
        <header className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{fromUser ? 'You' : 'Assistant'}</span>
          <time dateTime={message.createdAt} title={new Date(message.createdAt).toLocaleString()}>
            {formatMessageTime(message.createdAt)}
          </time>
          <StatusBadge status={message.status} />
          {!fromUser && !isError ? <OfflineBadge /> : null}
        </header>
        {editing && tools ? (
          <EditBox
            initial={body.text}
            onCancel={() => setEditing(false)}
            onSubmit={(content) => {
              setEditing(false);
              tools.onEdit(tools.id, content);
            }}
          />
        ) : (
          <MessageContent body={body} fromUser={fromUser} compact={compact} />
        )}
        <FileChips files={message.files} />
        {!editing && (tools || (!fromUser && !isError && message.status !== 'streaming' && body.text)) ? (
          <div className="mt-2 flex flex-wrap items-center justify-end gap-1">
            {tools ? (
              <BranchSwitcher
                messageId={tools.id}
                siblingIds={message.siblingIds}
                onSwitch={tools.onSwitch}
                disabled={tools.disabled}
              />
            ) : null}
            {tools && fromUser ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label="Edit message"
                title="Edit (a new version; the old one is kept)"
                disabled={tools.disabled}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden />
              </Button>
            ) : null}
            {tools && !fromUser ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label="Regenerate answer"
                title="Regenerate (a new version; this one is kept)"
                disabled={tools.disabled}
                onClick={() => tools.onRegenerate(tools.id)}
              >
                <RefreshCw aria-hidden />
              </Button>
            ) : null}
            {!fromUser && !isError && message.status !== 'streaming' && body.text ? (
              <CopyButton
                label="reply"
                getText={() => body.text}
                className="size-7 border-transparent bg-transparent"
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

// Replies use ### headings for their sections; the renderer leaves headings unstyled.
const replyHeadings =
  '[&_h1]:text-base [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_h3]:text-foreground [&_h4]:font-medium';

function MessageContent({
  body,
  fromUser,
  compact,
}: {
  body: ReturnType<typeof messageBody>;
  fromUser: boolean;
  compact: boolean;
}) {
  if (body.kind === 'json') {
    return (
      <div className="markdown">
        <div className="markdown-code">
          <pre tabIndex={0} aria-label="Message content as JSON">
            <code>{body.text}</code>
          </pre>
          <CopyButton label="JSON" getText={() => body.text} className="markdown-copy" />
        </div>
      </div>
    );
  }
  // Questions render Markdown as replies do (pasted code as code, with its copy button); their
  // paragraphs keep the line breaks as typed.
  if (fromUser) {
    return (
      <Markdown copyableCode className={cn('text-sm [&_p]:whitespace-pre-wrap', compact && '[&_pre]:text-xs')}>
        {body.text}
      </Markdown>
    );
  }
  return (
    <Markdown copyableCode className={cn('text-sm', replyHeadings, compact && '[&_pre]:text-xs')}>
      {body.text}
    </Markdown>
  );
}

function StatusBadge({ status }: { status: DisplayMessage['status'] }) {
  switch (status) {
    case 'complete':
    case 'error':
      return null;
    case 'streaming':
      return (
        <span className="inline-flex items-center gap-1 text-primary">
          <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden />
          Writing…
        </span>
      );
    case 'stopped':
      return (
        <Badge variant="secondary" title="The reply was stopped before it was finished.">
          Stopped
        </Badge>
      );
    case 'failed':
      return (
        <Badge variant="destructive" title="The assistant failed before finishing this reply.">
          Incomplete
        </Badge>
      );
  }
}
