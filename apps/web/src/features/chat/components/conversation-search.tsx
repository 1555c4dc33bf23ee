import { AI_LIMITS, type ChatSearchHit } from '@hammurabi/shared';
import { Bot, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { RetryButton } from '@/components/ui/retry-button';
import { toast } from '@/lib/toast';
import { selectBranch } from '../api/select-branch';
import { useSearchChats } from '../api/search-chats';
import { conversationTitle } from '../lib/conversation-title';
import { plainSnippet } from '../lib/message-format';

// Searching waits for a pause in typing rather than asking on every key.
const DEBOUNCE_MS = 250;

/** `text` with the `highlights` ranges marked. */
function Highlighted({
  text: raw,
  highlights: rawHighlights,
}: {
  text: string;
  highlights: ChatSearchHit['highlights'];
}) {
  // Replies are Markdown: the snippet shows their words, not their ** and ` marks.
  const { text, highlights } = plainSnippet(raw, rawHighlights);
  const parts = [];
  let at = 0;
  for (const [start, end] of highlights) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-warning/40 px-0.5 text-foreground">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** Hits grouped by conversation, in the order of each conversation's best hit. */
function groupHits(hits: readonly ChatSearchHit[]) {
  const groups = new Map<string, { title: string; hits: ChatSearchHit[] }>();
  for (const hit of hits) {
    const group = groups.get(hit.conversation_id) ?? {
      title: conversationTitle({ id: hit.conversation_id, title: hit.conversation_title }),
      hits: [],
    };
    group.hits.push(hit);
    groups.set(hit.conversation_id, group);
  }
  return [...groups.entries()];
}

/** The search results of the conversation list: choosing one opens its conversation at the message. */
export function ConversationSearchResults({
  query,
  onOpen,
}: {
  query: string;
  onOpen: (conversationId: string, messageId: string | null) => void;
}) {
  const [debounced, setDebounced] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const search = useSearchChats(debounced);

  const choose = async (hit: ChatSearchHit) => {
    try {
      // The message may be on another branch than the one shown: show its branch first.
      if (hit.message_id) await selectBranch(hit.conversation_id, hit.message_id);
      onOpen(hit.conversation_id, hit.message_id);
    } catch (error) {
      toast({
        title: 'Error opening the message',
        description: error instanceof Error ? error.message : 'An unexpected error occurred.',
        variant: 'destructive',
      });
    }
  };

  if (query.trim().length < AI_LIMITS.searchMin) {
    return <p className="px-2 py-6 text-center text-sm text-muted-foreground">Type at least two characters.</p>;
  }
  if (search.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Searching" />
      </div>
    );
  }
  if (search.error) {
    return (
      <div role="alert" className="px-2 py-8 text-center text-sm text-muted-foreground">
        <p>The search failed: {search.error.message}</p>
        <RetryButton onRetry={() => void search.refetch()} busy={search.isFetching} />
      </div>
    );
  }
  const groups = groupHits(search.data);
  if (groups.length === 0) {
    return (
      <p className="px-2 py-8 text-center text-sm text-muted-foreground">No messages match “{debounced.trim()}”.</p>
    );
  }
  return (
    <ul aria-label="Search results" aria-busy={search.isFetching} className="flex flex-col gap-3">
      {groups.map(([conversationId, group]) => (
        <li key={conversationId}>
          <h3 className="truncate px-2 pb-1 text-xs font-semibold text-muted-foreground">{group.title}</h3>
          <ul className="flex flex-col gap-1">
            {group.hits.map((hit) => {
              const Icon = hit.role === 'assistant' ? Bot : User;
              return (
                <li key={hit.message_id ?? `title-${conversationId}`}>
                  <button
                    type="button"
                    onClick={() => void choose(hit)}
                    className="flex w-full items-start gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-muted"
                  >
                    <Icon aria-hidden className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1 break-words">
                      <span className="sr-only">
                        {hit.role === 'assistant' ? 'Assistant: ' : hit.role === 'user' ? 'You: ' : 'Title: '}
                      </span>
                      <Highlighted text={hit.snippet} highlights={hit.highlights} />
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
