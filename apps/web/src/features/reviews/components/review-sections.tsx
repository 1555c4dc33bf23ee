import { CornerDownRight } from 'lucide-react';
import type { ReviewProse, ReviewSuggestionItem } from '../lib/review-content';
import { InlineCodeText } from './inline-code-text';

/** One titled part of a review (strengths, improvements, …): a paragraph or a list of points. */
export function ReviewSection({ title, prose }: { title: string; prose: ReviewProse | null }) {
  if (prose === null) return null;
  return (
    <section className="grid gap-1.5">
      <h4 className="text-sm font-semibold">{title}</h4>
      {typeof prose === 'string' ? (
        <p className="text-sm whitespace-pre-line text-muted-foreground">
          <InlineCodeText text={prose} />
        </p>
      ) : (
        <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground marker:text-border">
          {prose.map((item, index) => (
            <li key={index}>
              <InlineCodeText text={item} />
            </li>
          ))}
        </ul>
      )}
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
  suggestions: ReviewSuggestionItem[];
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
              {suggestion.line === null ? null : onSelectLine ? (
                <button
                  type="button"
                  className="font-medium text-primary underline-offset-2 hover:underline"
                  onClick={() => onSelectLine(suggestion.line as number)}
                  title={`Go to line ${suggestion.line} in the editor`}
                >
                  Line {suggestion.line}:
                </button>
              ) : (
                <span className="font-medium text-foreground">Line {suggestion.line}:</span>
              )}{' '}
              <InlineCodeText text={suggestion.text} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
