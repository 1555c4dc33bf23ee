import { Bot, LoaderCircle } from 'lucide-react';

export type TypingStyle = 'dots' | 'spinner';

/** Where the assistant's reply will appear, until its first words arrive: pulsing dots or a spinner. */
export function TypingIndicator({ style }: { style: TypingStyle }) {
  return (
    <div role="status" className="flex items-center gap-2.5" data-testid="typing-indicator">
      <div
        aria-hidden
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary [&_svg]:size-4"
      >
        <Bot />
      </div>
      <div
        aria-hidden
        className="flex h-10 items-center gap-1 rounded-2xl rounded-tl-sm border border-border bg-card px-4"
      >
        {style === 'spinner' ? (
          <LoaderCircle className="size-4 animate-spin text-primary" />
        ) : (
          [0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))
        )}
      </div>
      <span className="sr-only">The assistant is typing</span>
    </div>
  );
}
