import type { IdeCheckResult } from '@hammurabi/shared';
import { RatingsExplained } from '@/components/reviews/ratings-explained';
import { Badge } from '@/components/ui/badge';
import { scoreVariant } from '@/lib/reviews/review-badges';

/** The last run's score and its five ratings, each explained (what it measures, how to raise it). */
export function ScorePanel({ result, stale }: { result: IdeCheckResult | null; stale: boolean }) {
  return (
    <section aria-labelledby="ide-score-heading" className="grid gap-2">
      <h2 id="ide-score-heading" className="flex items-center gap-2 text-sm font-semibold">
        Score
        {result && <Badge variant={scoreVariant(result.score)}>{result.score}/100</Badge>}
      </h2>
      {result ? (
        <>
          {stale && <p className="text-xs text-muted-foreground">The code changed since this run.</p>}
          <RatingsExplained ratings={result.ratings} label={`Ratings of ${result.filename}`} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Run the open file to see its score and what makes it up.</p>
      )}
    </section>
  );
}
