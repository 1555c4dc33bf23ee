import { type Conversation, countLabel } from '@hammurabi/shared';
import { ArrowLeft, MessageSquare, Plus, RefreshCw, Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { conversationTitle } from '../lib/conversation-title';
import { formatMessageTime } from '../lib/message-format';
import { ConversationSearchResults } from './conversation-search';

/**
 * The left column of /chat: New Chat, Refresh and Back to Dashboard around the
 * list of conversations. On small screens it is a panel the page shows on demand.
 */
export function ConversationSidebar({
  id,
  conversations,
  loading,
  failed,
  refreshing,
  selectedId,
  onSelect,
  onOpenHit,
  onNewChat,
  onRefresh,
  onClose,
  className,
}: {
  id: string;
  conversations: readonly Conversation[];
  loading: boolean;
  failed: boolean;
  refreshing: boolean;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  /** Opens a search result: its conversation, scrolled to the message. */
  onOpenHit: (conversationId: string, messageId: string | null) => void;
  onNewChat: () => void;
  onRefresh: () => void;
  /** Closes the panel on small screens. */
  onClose: () => void;
  className?: string;
}) {
  const [query, setQuery] = useState('');
  const searching = query.trim().length > 0;
  return (
    <aside id={id} aria-label="Conversations" className={cn('flex min-h-0 flex-col bg-muted/30', className)}>
      <div className="flex items-center gap-2 border-b border-border p-3">
        <h2 className="mr-auto text-sm font-semibold">Conversations</h2>
        <Button
          variant="ghost"
          size="icon"
          onClick={onRefresh}
          disabled={refreshing}
          aria-label="Refresh conversations"
          title="Refresh"
          className="size-8"
        >
          <RefreshCw aria-hidden className={cn(refreshing && 'animate-spin')} />
        </Button>
        <Button size="sm" onClick={onNewChat}>
          <Plus aria-hidden />
          New Chat
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label="Close the conversation list"
          className="size-8 md:hidden"
        >
          <X aria-hidden />
        </Button>
      </div>

      <div className="border-b border-border p-2">
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && query) {
                event.preventDefault();
                setQuery('');
              }
            }}
            placeholder="Search messages"
            aria-label="Search your conversations"
            className="pl-8"
          />
        </div>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {searching ? (
          <ConversationSearchResults query={query} onOpen={onOpenHit} />
        ) : loading ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading conversations" />
          </div>
        ) : failed ? (
          <div className="px-2 py-8 text-center text-sm text-muted-foreground">
            <p>The conversations could not be loaded.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={onRefresh}>
              Try again
            </Button>
          </div>
        ) : conversations.length === 0 ? (
          <p className="px-2 py-8 text-center text-sm text-muted-foreground">No conversations yet. Start a new one!</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {conversations.map((conversation) => {
              const selected = conversation.id === selectedId;
              return (
                <li key={conversation.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(conversation.id)}
                    aria-current={selected ? 'true' : undefined}
                    className={cn(
                      'flex w-full items-start gap-2.5 rounded-lg px-3 py-2.5 text-left transition-colors',
                      selected ? 'bg-primary/10 text-foreground ring-1 ring-primary/30' : 'hover:bg-muted',
                    )}
                  >
                    <MessageSquare
                      aria-hidden
                      className={cn('mt-0.5 size-4 shrink-0', selected ? 'text-primary' : 'text-muted-foreground')}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{conversationTitle(conversation)}</span>
                      <span className="block text-xs text-muted-foreground">
                        {countLabel(conversation.message_count, 'message')} ·{' '}
                        <time dateTime={conversation.updated_at}>{formatMessageTime(conversation.updated_at)}</time>
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className="border-t border-border p-3">
        <Button asChild variant="ghost" size="sm" className="w-full justify-start">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
      </div>
    </aside>
  );
}
