import { formatRelativeTime } from '@hammurabi/shared';
import { Bot, UserRound } from 'lucide-react';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useRecentReviews } from '@/lib/api/reviews/get-recent-reviews';

/** The user's latest reviews; choosing one shows that file's reviews. */
export function RecentReviews({ shownFileId, onPick }: { shownFileId: string; onPick: (fileId: string) => void }) {
  const recent = useRecentReviews();

  if (recent.isPending) return <Spinner label="Loading your recent reviews" />;
  if (recent.error) {
    return (
      <p className="text-sm text-muted-foreground">
        Your recent reviews could not be loaded. <RetryButton onRetry={recent.refetch} busy={recent.isFetching} />
      </p>
    );
  }
  if (recent.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No reviews yet. Pick a file above and request one.</p>;
  }
  return (
    <ul className="grid gap-1" aria-label="Your recent reviews">
      {recent.data.map((review) => (
        <li key={review.id}>
          <button
            type="button"
            onClick={() => onPick(review.file_id)}
            aria-current={review.file_id === shownFileId ? 'true' : undefined}
            className={cn(
              'flex w-full flex-wrap items-center gap-x-3 gap-y-0.5 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              review.file_id === shownFileId && 'bg-muted',
            )}
          >
            {review.reviewer_type === 'ai' ? (
              <Bot className="size-4 shrink-0 text-primary" aria-label="AI review" />
            ) : (
              <UserRound className="size-4 shrink-0 text-primary" aria-label="Human review" />
            )}
            <span className="min-w-0 font-mono break-all">{review.filename}</span>
            <span className="text-muted-foreground">in {review.project_title}</span>
            <span className="ml-auto text-muted-foreground">
              {review.status === 'completed' && review.score !== null ? `Score ${review.score} · ` : ''}
              {review.status === 'completed' ? '' : `${review.status} · `}
              {formatRelativeTime(review.created_at)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
