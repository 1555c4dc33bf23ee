import { MessageSquarePlus, X } from 'lucide-react';
import type { ReviewFinding } from '@hammurabi/shared';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Spinner } from '@/components/ui/spinner';
import { RetryButton } from '@/components/ui/retry-button';
import { useFileReviews } from '@/lib/api/reviews/get-file-reviews';
import { HumanReviewForm } from './human-review-form';
import { ReviewCard } from './review-card';
import { findingKey } from '@/lib/reviews/review-diagnostics';
import { useErrorToast } from '@/lib/use-error-toast';

export interface ReviewsPanelProps {
  fileId: string;
  /** The file's saved version, to flag reviews of an older version. */
  savedVersion: number;
  onClose: () => void;
  /** Moves the editor's cursor to a line named by a suggestion or finding. */
  onSelectLine: (line: number) => void;
  /** Size and placement, chosen by the editor. */
  className?: string;
  /** The latest AI review's findings whose lines changed or moved since (`useEditorReviews`). */
  outdated?: { reviewId: string | null; findings: readonly ReviewFinding[] };
}

/**
 * The editor's Code Reviews side panel: the file's reviews, newest first, and a
 * form to add a person's review. The editor places it (beside the code, or full screen on phones).
 */
export function ReviewsPanel({ fileId, savedVersion, onClose, onSelectLine, className, outdated }: ReviewsPanelProps) {
  const outdatedKeys = useMemo(() => new Set(outdated?.findings.map(findingKey)), [outdated?.findings]);
  const reviews = useFileReviews(fileId);
  const [writing, setWriting] = useState(false);
  const { error } = reviews;

  useErrorToast(error, 'Error fetching reviews');

  return (
    <aside
      aria-labelledby="reviews-panel-title"
      className={cn(
        'flex min-h-0 shrink-0 flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2.5">
        <h2 id="reviews-panel-title" className="font-semibold">
          Code Reviews
        </h2>
        <div className="flex items-center gap-1">
          {!writing ? (
            <Button size="sm" variant="ghost" onClick={() => setWriting(true)}>
              <MessageSquarePlus aria-hidden />
              Write a review
            </Button>
          ) : null}
          <Button size="icon" variant="ghost" className="size-8" onClick={onClose} aria-label="Close code reviews">
            <X aria-hidden />
          </Button>
        </div>
      </div>
      <div className="grid min-h-0 flex-1 content-start gap-3 overflow-y-auto p-3" data-testid="reviews-panel-list">
        {writing ? <HumanReviewForm subject={{ file_id: fileId }} onDone={() => setWriting(false)} /> : null}
        {reviews.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading reviews" />
          </div>
        ) : error ? (
          <p role="alert" className="px-1 py-6 text-center text-sm text-destructive">
            {error.message || 'Failed to fetch reviews.'}
            <span className="mt-3 block">
              <RetryButton onRetry={reviews.refetch} busy={reviews.isFetching} />
            </span>
          </p>
        ) : reviews.data.length === 0 ? (
          <p className="px-1 py-6 text-center text-sm text-muted-foreground">No reviews available for this file yet.</p>
        ) : (
          reviews.data.map((review, index) => (
            <ReviewCard
              key={review.id}
              review={review}
              variant="panel"
              defaultExpanded={index === 0}
              currentVersion={savedVersion}
              onSelectLine={onSelectLine}
              outdated={review.id === outdated?.reviewId ? outdatedKeys : undefined}
            />
          ))
        )}
      </div>
    </aside>
  );
}

export default ReviewsPanel;
