import type { ReviewContent } from '@hammurabi/shared';
import { CornerDownRight } from 'lucide-react';
import { InlineCodeText } from './inline-code-text';

/** One titled part of a review (strengths, improvements, …) as a list of points; nothing when empty. */
export function ReviewSection({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-1.5">
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground marker:text-border">
        {items.map((item, index) => (
          <li key={index}>
            <InlineCodeText text={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Suggestions as "Line N: …". With `onSelectLine` (the editor's panel) the line is a button that
 * puts the cursor on that line.
 */
export function ReviewSuggestions({
  suggestions,
  onSelectLine,
}: {
  suggestions: ReviewContent['suggestions'];
  onSelectLine?: (line: number) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <section className="grid gap-1.5">
      <h4 className="text-sm font-semibold">Suggestions</h4>
      <ul className="grid gap-1.5 text-sm">
        {suggestions.map((suggestion, index) => (
          <li key={index} className="flex gap-1.5 text-muted-foreground">
            <CornerDownRight className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden />
            <span>
              {onSelectLine ? (
                <button
                  type="button"
                  className="font-medium text-primary underline-offset-2 hover:underline"
                  onClick={() => onSelectLine(suggestion.line)}
                  title={`Go to line ${suggestion.line} in the editor`}
                >
                  Line {suggestion.line}:
                </button>
              ) : (
                <span className="font-medium text-foreground">Line {suggestion.line}:</span>
              )}{' '}
              <InlineCodeText text={suggestion.suggestion} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
