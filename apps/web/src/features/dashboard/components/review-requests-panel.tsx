import { displayName, formatRelativeTime, PROJECT_LANGUAGES, type ReviewRequestSummary } from '@hammurabi/shared';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { useReviewQueue } from '../api/get-review-queue';
import { DashboardPanel, PanelEmpty } from './panel';

function QueueItem({ request }: { request: ReviewRequestSummary }) {
  return (
    <li>
      <Link
        to={`/learning/review-requests/${request.id}`}
        className="grid gap-1 rounded-lg border border-border p-3 text-sm hover:border-primary/60 hover:bg-muted/40"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0 truncate font-medium">{request.module_title}</span>
          <Badge>{PROJECT_LANGUAGES[request.language]}</Badge>
        </span>
        <span className="break-words text-muted-foreground">
          {displayName(request.learner)} · {request.path_title} · asked{' '}
          <time dateTime={request.created_at}>{formatRelativeTime(request.created_at)}</time>
        </span>
      </Link>
    </li>
  );
}

/**
 * Review requests: learners' exercise solutions waiting for a review by someone who completed the
 * exercise or a mentor, oldest first. Hidden for those who review nothing yet.
 */
export function ReviewRequestsPanel() {
  const queue = useReviewQueue();
  if (queue.data && !queue.data.reviewer) return null;
  return (
    <DashboardPanel
      title="Review requests"
      icon={<Inbox aria-hidden />}
      action={
        queue.data && queue.data.waiting > 0 ? (
          <span className="text-sm text-muted-foreground tabular-nums">{queue.data.waiting} waiting</span>
        ) : null
      }
    >
      {queue.isPending ? (
        <Spinner label="Loading review requests" className="self-center" />
      ) : queue.error ? (
        <PanelEmpty>
          Review requests could not be loaded. <RetryButton onRetry={queue.refetch} busy={queue.isFetching} />
        </PanelEmpty>
      ) : queue.data.requests.length === 0 ? (
        <PanelEmpty>Nobody is waiting for a review of an exercise you completed.</PanelEmpty>
      ) : (
        <ul className="grid gap-2" aria-label="Review requests, oldest first">
          {queue.data.requests.map((request) => (
            <QueueItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
