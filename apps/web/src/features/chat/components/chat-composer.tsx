import { AI_LIMITS } from '@hammurabi/shared';
import { SendHorizontal, Square } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { isSendKey, isSendable } from '../lib/message-format';

/**
 * The message box: Enter sends, Shift+Enter starts a new line, blank text is never sent.
 * While a reply streams, Stop (or Esc) takes the place of Send.
 */
export function ChatComposer({
  value,
  onChange,
  onSend,
  onStop,
  pending,
  streaming,
  stopping = false,
  lockWhilePending,
  placeholder,
  rows,
  label,
  autoFocus,
  above,
  leading,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  /**
   * A message is on its way: nothing more is sent until it settles. A send pressed after the reply
   * ended but before it settled (its stored version is being fetched) waits for that and then goes.
   */
  pending: boolean;
  streaming: boolean;
  stopping?: boolean;
  /** Also disable the text box while pending (the /chat page), not only Send. */
  lockWhilePending: boolean;
  placeholder: string;
  rows: number;
  label: string;
  /**
   * Focus the text box when it appears: `always` (a panel the user just opened), or
   * `unless-elsewhere`, when the user has not already put the focus somewhere else (a page that
   * loads while they may be opening a menu).
   */
  autoFocus?: 'always' | 'unless-elsewhere';
  /** Shown above the text box (the chosen files). */
  above?: ReactNode;
  /** Shown before the text box (the attach button). */
  leading?: ReactNode;
  className?: string;
}) {
  const hintId = useId();
  const form = useRef<HTMLFormElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const locked = lockWhilePending && pending;
  // The reply is complete on screen while its stored version loads: a send then waits for it
  // rather than being dropped with the words still in the box.
  const settling = pending && !streaming;
  const sendable = isSendable(value) && (!pending || (settling && !locked));
  const queued = useRef(false);
  const latestSend = useRef(onSend);
  useEffect(() => {
    latestSend.current = onSend;
  });
  useEffect(() => {
    if (pending || !queued.current) return;
    queued.current = false;
    latestSend.current();
  }, [pending]);

  // Ready to type on arrival, unless the user already moved to something else (a menu opened
  // while the chat loaded): the focus is never taken from where they put it.
  useEffect(() => {
    if (autoFocus !== 'unless-elsewhere') return;
    const active = document.activeElement;
    if (!active || active === document.body) textarea.current?.focus();
  }, [autoFocus]);

  // A disabled text box drops the focus: hand it to Stop meanwhile, and back once the reply is in.
  const keepFocus = useRef(false);
  useEffect(() => {
    if (!keepFocus.current) return;
    if (streaming) {
      stopButton.current?.focus();
    } else if (!pending) {
      keepFocus.current = false;
      const active = document.activeElement;
      if (!active || active === document.body || form.current?.contains(active)) textarea.current?.focus();
    }
  }, [streaming, pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    if (pending) {
      queued.current = true;
      return;
    }
    keepFocus.current = lockWhilePending && (form.current?.contains(document.activeElement) ?? false);
    onSend();
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && streaming && !stopping) {
          event.preventDefault();
          onStop();
        }
      }}
      className={cn('flex flex-col gap-1.5', className)}
    >
      {above}
      <div className="flex items-end gap-2">
        {leading}
        <Textarea
          ref={textarea}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (!isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
              return;
            }
            event.preventDefault();
            form.current?.requestSubmit();
          }}
          rows={rows}
          placeholder={placeholder}
          aria-label={label}
          aria-describedby={hintId}
          disabled={locked}
          maxLength={AI_LIMITS.messageMax}
          autoFocus={autoFocus === 'always'}
          className="max-h-48 min-h-0 resize-none"
        />
        {streaming ? (
          <Button
            ref={stopButton}
            variant="outline"
            onClick={onStop}
            disabled={stopping}
            aria-keyshortcuts="Escape"
            title="Stop the reply (Esc)"
            className="shrink-0"
          >
            <Square aria-hidden className="fill-current" />
            {stopping ? 'Stopping…' : 'Stop'}
          </Button>
        ) : (
          <Button type="submit" disabled={!sendable} className="shrink-0" title="Send (Enter)">
            <SendHorizontal aria-hidden />
            Send
          </Button>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Enter to send, Shift+Enter for a new line{streaming ? ', Esc to stop' : ''}.
      </p>
    </form>
  );
}
