import { MessagesSquare } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { DisplayMessage } from '../lib/chat-turn';
import { ChatMessageView } from './chat-message';
import type { MessageActions } from './message-tools';
import { TypingIndicator, type TypingStyle } from './typing-indicator';

// Within this many pixels of the end the list counts as "at the bottom" and follows new text.
const STICK_THRESHOLD_PX = 64;

/**
 * The scrolling conversation. It follows the newest text while the reader is at the bottom
 * and leaves them alone once they scroll up to read. Mount it with a `key` per conversation.
 */
export function MessageList({
  messages,
  typing,
  busy,
  empty,
  label,
  compact = false,
  older,
  actions,
  focusMessageId = null,
  className,
}: {
  messages: readonly DisplayMessage[];
  /** What to show after the messages while the reply has not started: pulsing dots or a spinner. */
  typing: TypingStyle | null;
  /** A reply is arriving: screen readers hear it once finished rather than piece by piece. */
  busy: boolean;
  /** Shown instead of messages when there are none. */
  empty: ReactNode;
  label: string;
  compact?: boolean;
  /** Earlier messages not read yet: loaded when the reader scrolls to the top, or by the button. */
  older?: { available: boolean; loading: boolean; load: () => void };
  actions?: MessageActions;
  /** A message to scroll to and mark once it is shown (a search result). */
  focusMessageId?: string | null;
  className?: string;
}) {
  const focused = useRef<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shown = useRef<{ firstKey: string | null; height: number }>({ firstKey: null, height: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (focusMessageId && focused.current !== focusMessageId) {
      const target = element.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(focusMessageId)}"]`);
      if (target) {
        focused.current = focusMessageId;
        atBottom.current = false;
        target.scrollIntoView({ block: 'center' });
        target.focus({ preventScroll: true });
        shown.current = { firstKey: messages[0]?.key ?? null, height: element.scrollHeight };
        return;
      }
    }
    const firstKey = messages[0]?.key ?? null;
    const previous = shown.current;
    if (atBottom.current) element.scrollTop = element.scrollHeight;
    // Older messages came in above: keep the reader's place instead of jumping.
    else if (previous.firstKey !== null && firstKey !== previous.firstKey) {
      element.scrollTop += element.scrollHeight - previous.height;
    }
    shown.current = { firstKey, height: element.scrollHeight };
  });

  const hasContent = messages.length > 0 || typing !== null;
  return (
    <div
      ref={scroller}
      role="log"
      aria-label={label}
      aria-busy={busy}
      // Focusable so keyboard users can scroll it.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_THRESHOLD_PX;
        if (older?.available && !older.loading && element.scrollTop < STICK_THRESHOLD_PX) older.load();
      }}
      className={cn(
        'min-h-0 flex-1 overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
        className,
      )}
    >
      {hasContent ? (
        <div className={cn('flex flex-col', compact ? 'gap-3 p-3' : 'mx-auto max-w-3xl gap-5 p-4 sm:p-6')}>
          {older?.available ? (
            <Button variant="ghost" size="sm" className="self-center" onClick={older.load} disabled={older.loading}>
              {older.loading ? 'Loading older messages…' : 'Load older messages'}
            </Button>
          ) : null}
          {messages.map((message) => (
            <ChatMessageView
              key={message.key}
              message={message}
              compact={compact}
              actions={actions}
              highlighted={message.id !== null && message.id === focusMessageId}
            />
          ))}
          {typing ? <TypingIndicator style={typing} /> : null}
        </div>
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-sm text-muted-foreground">
          <MessagesSquare aria-hidden className="size-8 text-primary/70" />
          {empty}
        </div>
      )}
    </div>
  );
}
