import { formatRelativeTime, type ReviewRequestSummary } from '@hammurabi/shared';
import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { useMyReviewRequests } from '../api/get-my-review-requests';
import { DashboardPanel, PanelEmpty } from './panel';

const STATUS = {
  open: { label: 'Waiting', variant: 'warning' },
  reviewed: { label: 'Reviewed', variant: 'success' },
  withdrawn: { label: 'Withdrawn', variant: 'secondary' },
} as const satisfies Record<ReviewRequestSummary['status'], { label: string; variant: string }>;

/** Your review requests: the learner's newest requests and whether a review came; hidden until they ask. */
export function MyReviewRequestsPanel() {
  const mine = useMyReviewRequests();
  if (mine.data?.length === 0) return null;
  return (
    <DashboardPanel title="Your review requests" icon={<UsersRound aria-hidden />}>
      {mine.isPending ? (
        <Spinner label="Loading your review requests" className="self-center" />
      ) : mine.error ? (
        <PanelEmpty>
          Your review requests could not be loaded. <RetryButton onRetry={mine.refetch} busy={mine.isFetching} />
        </PanelEmpty>
      ) : (
        <ul className="grid gap-2">
          {mine.data.map((request) => (
            <li key={request.id}>
              <Link
                to={`/learning/${request.path_id}/${request.module_id}`}
                className="flex items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm hover:border-primary/60 hover:bg-muted/40"
              >
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate font-medium">{request.module_title}</span>
                  <span className="truncate text-muted-foreground">
                    asked <time dateTime={request.created_at}>{formatRelativeTime(request.created_at)}</time>
                    {request.review_count > 1 ? ` · ${request.review_count} reviews` : ''}
                  </span>
                </span>
                <Badge variant={STATUS[request.status].variant}>{STATUS[request.status].label}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
