import { displayName, formatRelativeTime, PROJECT_LANGUAGES, type ReviewRequestDetail } from '@hammurabi/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CodeEditor } from '@/components/code-editor/code-editor';
import { HumanReviewForm } from '@/components/reviews/human-review-form';
import { ReviewCard } from '@/components/reviews/review-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/state-panels';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReviewRequest } from '../api/get-review-request';
import { CheckSummary } from '../components/check-summary';
import { TestResults } from '../components/test-results';
import { verdictRows } from '../lib/use-exercise';

const STATUS_TEXT: Record<ReviewRequestDetail['status'], string> = {
  open: 'Waiting for a reviewer',
  reviewed: 'Reviewed',
  withdrawn: 'Withdrawn by the learner',
};

/** The learner's code and the judge's verdict as they were when the learner asked. */
function Submission({ request }: { request: ReviewRequestDetail }) {
  return (
    <section className="grid gap-3" aria-labelledby="submission-heading">
      <h2 id="submission-heading" className="text-xl font-semibold">
        The learner&apos;s code
      </h2>
      <CodeEditor
        initialDoc={request.code}
        language={request.language}
        readOnly
        placeholder=""
        label="The learner's code"
        className="max-h-[28rem] overflow-auto rounded-lg border border-border"
      />
      <h3 className="text-lg font-semibold">What the server&apos;s judge found</h3>
      <CheckSummary check={request.check} />
      <TestResults rows={verdictRows(request.tests, request.check.tests)} />
    </section>
  );
}

/** /learning/review-requests/{id}: a learner's review request, reviewed with the human review form. */
export function ReviewRequestPage() {
  const { requestId = '' } = useParams();
  const query = useReviewRequest(requestId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  useDocumentTitle(query.data ? `Review request: ${query.data.module_title}` : 'Review request');

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the review request" />
      </div>
    );
  }
  if (query.error) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ErrorPanel
          title="This review request could not be loaded"
          message={query.error.message}
          retry={query}
          action={
            <Button asChild variant="outline">
              <Link to="/dashboard">Back to the dashboard</Link>
            </Button>
          }
        />
      </div>
    );
  }
  const request = query.data;
  const reviewed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['learning', 'review-request'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary">
        <ArrowLeft className="size-4" aria-hidden />
        Dashboard
      </Link>
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">Review request · {request.path_title}</p>
        <h1 className="text-3xl font-bold tracking-tight break-words">{request.module_title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge>{PROJECT_LANGUAGES[request.language]}</Badge>
          <Badge variant={request.status === 'open' ? 'warning' : 'secondary'}>{STATUS_TEXT[request.status]}</Badge>
          <span>
            asked by {displayName(request.learner)}{' '}
            <time dateTime={request.created_at} title={new Date(request.created_at).toLocaleString()}>
              {formatRelativeTime(request.created_at)}
            </time>
          </span>
        </div>
        <Link
          to={`/learning/${request.path_id}/${request.module_id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <BookOpen className="size-4" aria-hidden />
          Read the exercise
        </Link>
      </header>
      <Submission request={request} />
      {request.reviews.length > 0 ? (
        <section className="grid gap-3" aria-labelledby="reviews-heading">
          <h2 id="reviews-heading" className="text-xl font-semibold">
            Reviews
          </h2>
          {request.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} variant="management" defaultExpanded />
          ))}
        </section>
      ) : null}
      {sent ? (
        <p role="status" className="rounded-lg border border-success/60 bg-success/10 p-4 text-sm">
          Your review was sent: the learner sees it on the exercise and on their dashboard.{' '}
          <Link to="/dashboard" className="font-medium text-primary hover:underline">
            Back to the dashboard
          </Link>
        </p>
      ) : request.can_review ? (
        <section className="grid gap-3" aria-labelledby="write-review-heading">
          <h2 id="write-review-heading" className="text-xl font-semibold">
            Write your review
          </h2>
          <p className="text-sm text-muted-foreground">
            Say what works, what to change and why; comment on single lines by their numbers above. Never paste a full
            solution: point the way.
          </p>
          <HumanReviewForm
            subject={{ review_request_id: request.id }}
            onDone={() => {
              setSent(true);
              void reviewed();
            }}
            onCancel={() => void navigate('/dashboard')}
          />
        </section>
      ) : null}
    </div>
  );
}
