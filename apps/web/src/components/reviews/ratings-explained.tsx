// The engine's rating tables alone: the package entry would pull in the parsers.
import { RATING_PARTS, ratingRuleList, scoreExplanation, type RatingKey } from '@hammurabi/analysis/ratings';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type RatingValues = Record<RatingKey, number>;

const DISCLOSURE =
  'cursor-pointer list-none rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden';

/** A disclosure triangle that turns when its `<details>` (the `group`) opens. */
function Chevron() {
  return (
    <ChevronRight
      className="size-3.5 shrink-0 text-muted-foreground transition-transform group-open:rotate-90"
      aria-hidden
    />
  );
}

/** "How the score is made": the weights and the caps, written from the engine's own tables. */
export function ScoreExplanation({ className }: { className?: string }) {
  return (
    <details className={cn('group text-xs', className)}>
      <summary className={cn(DISCLOSURE, 'inline-flex items-center gap-1 font-medium text-primary')}>
        <Chevron /> How the score is made
      </summary>
      <p className="mt-1 text-muted-foreground">{scoreExplanation()}</p>
    </details>
  );
}

/**
 * The five ratings (0–100), each a disclosure (keyboard: Tab, then Enter or Space) whose text
 * says what it measures, which rules count and how to raise it; the text is in the page for
 * screen readers and comes from the same tables the engine computes with.
 */
export function RatingsExplained({
  ratings,
  heading,
  label,
}: {
  ratings: RatingValues;
  /** The section's heading element; none when the caller already names it. */
  heading?: ReactNode;
  /** The list's accessible name. */
  label: string;
}) {
  return (
    <section className="grid gap-1.5">
      {heading}
      <ScoreExplanation />
      <ul className="grid gap-1 text-sm" aria-label={label}>
        {RATING_PARTS.map((part) => (
          <li key={part.key}>
            <details className="group">
              <summary className={cn(DISCLOSURE, 'grid grid-cols-[1rem_7rem_1fr_2rem] items-center gap-1.5 py-0.5')}>
                <Chevron />
                <span className="text-muted-foreground">{part.label}</span>
                <span className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${ratings[part.key]}%` }} />
                </span>
                <span className="text-right font-medium tabular-nums">
                  {ratings[part.key]}
                  <span className="sr-only"> of 100</span>
                </span>
              </summary>
              <div className="mt-1 mb-2 grid gap-1 border-l-2 border-border pl-3 text-xs text-muted-foreground">
                <p>{part.measures}</p>
                <p>
                  <span className="font-medium text-foreground">To raise it: </span>
                  {part.raise}
                </p>
                <p>
                  Counts {ratingRuleList(part)} findings · {Math.round(part.weight * 100)}% of the score.
                </p>
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
