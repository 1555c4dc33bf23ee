import { formatRelativeTime, type LearningModuleDetail, type ReviewRequestDetail } from '@hammurabi/shared';
import { Clock, MessageCircleQuestionMark, UserRoundCheck, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ReviewCard } from '@/components/reviews/review-card';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { useAskForReview } from '../api/ask-for-review';
import { useModuleReviewRequest } from '../api/get-module-review-request';
import { useWithdrawReviewRequest } from '../api/withdraw-review-request';
import { askCommunityDraft } from '../lib/ask-community';

/** Two days without a reviewer: the request offers the community, with the request's code and failing tests. */
function CommunityOffer({ module, request }: { module: LearningModuleDetail; request: ReviewRequestDetail }) {
  const navigate = useNavigate();
  const ask = () =>
    void navigate('/community', {
      state: { askQuestion: askCommunityDraft(module, request.code, request.check, window.location.origin) },
    });
  return (
    <div className="grid gap-2 rounded-lg border border-warning/60 bg-warning/10 p-3 text-sm">
      <p className="font-medium">Nobody has reviewed this in two days.</p>
      <p>Ask the community instead: the question opens with this code and its failing tests, ready to edit.</p>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={ask}>
        <MessageCircleQuestionMark aria-hidden />
        Ask the community
      </Button>
    </div>
  );
}

/** An open request: when it was asked, the expected wait, the community offer and Withdraw. */
function WaitingRequest({ module, request }: { module: LearningModuleDetail; request: ReviewRequestDetail }) {
  const withdraw = useWithdrawReviewRequest();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-3">
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <Clock className="size-4 shrink-0 text-primary" aria-hidden />
        <span>
          Waiting for a reviewer · asked{' '}
          <time dateTime={request.created_at} title={new Date(request.created_at).toLocaleString()}>
            {formatRelativeTime(request.created_at)}
          </time>
        </span>
      </p>
      <p className="text-sm text-muted-foreground">{request.expected_wait.text}</p>
      {request.community_offer ? <CommunityOffer module={module} request={request} /> : null}
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setConfirming(true)}>
        Withdraw the request
      </Button>
      {withdraw.error ? (
        <p role="alert" className="text-sm text-destructive">
          {withdraw.error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw your review request?"
        description="Reviewers will no longer see it. You can ask again later, but you will wait from the start."
        confirmLabel="Withdraw"
        pending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(request.id, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}

/**
 * "Ask for a review" on an exercise: a person (a learner who completed it, or a mentor) reviews the
 * latest submission; the learner sees the wait, then the review here.
 */
export function ReviewRequestPanel({ module }: { module: LearningModuleDetail }) {
  const query = useModuleReviewRequest(module.id);
  const ask = useAskForReview();
  const request = query.data?.request ?? null;
  const blocked = query.data?.ask_blocked_reason ?? null;
  return (
    <section
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      aria-labelledby="review-request-heading"
    >
      <h2 id="review-request-heading" className="flex items-center gap-2 text-lg font-semibold">
        <UsersRound className="size-5 text-primary" aria-hidden />
        Human review
      </h2>
      {query.isPending ? (
        <Spinner label="Loading your review request" />
      ) : query.error ? (
        <p role="alert" className="text-sm text-destructive">
          Your review request could not be loaded: {query.error.message}{' '}
          <RetryButton onRetry={query.refetch} busy={query.isFetching} />
        </p>
      ) : (
        <>
          {request?.status === 'open' ? <WaitingRequest module={module} request={request} /> : null}
          {request && request.reviews.length > 0 ? (
            <div className="grid gap-3">
              <p className="flex items-center gap-2 text-sm font-medium">
                <UserRoundCheck className="size-4 text-success" aria-hidden />
                Your submission was reviewed
              </p>
              {request.reviews.map((review, index) => (
                <ReviewCard key={review.id} review={review} variant="management" defaultExpanded={index === 0} />
              ))}
            </div>
          ) : null}
          {request?.status !== 'open' ? (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">
                Ask a person to review your latest submission: learners who completed this exercise and our mentors see
                it on their dashboard. {query.data.expected_wait.text}
              </p>
              <Button
                variant="outline"
                className="justify-self-start"
                disabled={blocked !== null || ask.isPending}
                onClick={() => ask.mutate(module.id)}
              >
                <UsersRound aria-hidden />
                {request ? 'Ask for another review' : 'Ask for a review'}
              </Button>
              {blocked ? <p className="text-sm text-muted-foreground">{blocked}</p> : null}
              {ask.error ? (
                <p role="alert" className="text-sm text-destructive">
                  {ask.error.message}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
