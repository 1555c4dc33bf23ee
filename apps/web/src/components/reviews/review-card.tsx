import { type CodeReview, displayName, formatRelativeTime, type ReviewContent } from '@hammurabi/shared';
import { AlertTriangle, Bot, ChevronDown, LoaderCircle, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { reviewerLabel, scoreVariant, statusVariant } from '@/lib/reviews/review-badges';
import { ReviewFindings, ReviewRatingsList } from './review-findings';
import { ReviewSection, ReviewSuggestions } from './review-sections';

/** Where a card is shown: the editor's side panel or the review management screen. */
export type ReviewCardVariant = 'panel' | 'management';

const FALLBACK_TEXT: Record<ReviewCardVariant, string> = {
  panel: 'Review content not available or in unexpected format.',
  management: 'No content available for this review.',
};

const STATUS_LABEL: Record<CodeReview['status'], string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
};

export interface ReviewCardProps {
  review: CodeReview;
  variant: ReviewCardVariant;
  /** Show the whole review at first, not only its summary. */
  defaultExpanded?: boolean;
  /** The file's saved version, to say when the file changed since the judged version. */
  currentVersion?: number;
  /** Moves the editor's cursor to a line; given in the editor's panel only. */
  onSelectLine?: (line: number) => void;
  /** Keys (`findingKey`) of this review's findings whose lines changed or moved since; editor only. */
  outdated?: ReadonlySet<string> | undefined;
}

function authorText(review: CodeReview, content: ReviewContent | null): string {
  if (review.reviewer_type === 'human') return 'Written by a person';
  // Pending and failed reviews have no content yet; every provider but the built-in one is a model.
  const source = content?.source ?? (review.provider === 'builtin' ? 'engine' : review.provider ? 'model' : null);
  if (source === 'engine') return 'Written by the built-in analysis engine';
  if (source === 'model') return `Written by a language model${review.provider ? ` (${review.provider})` : ''}`;
  return review.provider ? `Provider: ${review.provider}` : 'AI review';
}

function hasReviewDetails(content: ReviewContent): boolean {
  const lists = [content.strengths, content.improvements, content.security, content.performance, content.suggestions];
  return lists.some((list) => list.length > 0) || (content.findings?.length ?? 0) > 0 || content.ratings !== undefined;
}

/** One code review: reviewer, status and score badges, and its content. */
export function ReviewCard({
  review,
  variant,
  defaultExpanded = false,
  currentVersion,
  onSelectLine,
  outdated,
}: ReviewCardProps) {
  const titleId = useId();
  const content = review.status === 'completed' ? review.review_content : null;
  const score = review.score ?? content?.score ?? null;
  const label = reviewerLabel(review);

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
      data-testid="review-card"
    >
      <header className="grid gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="flex min-w-0 items-center gap-2 font-semibold">
            {review.reviewer_type === 'ai' ? (
              <Bot className="size-4 shrink-0 text-primary" aria-hidden />
            ) : (
              <UserRound className="size-4 shrink-0 text-primary" aria-hidden />
            )}
            <span className="truncate">{label}</span>
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant={statusVariant(review.status)}>
              {review.status === 'pending' ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              {STATUS_LABEL[review.status]}
            </Badge>
            {score !== null ? <Badge variant={scoreVariant(score)}>Score {score}/100</Badge> : null}
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          <time dateTime={review.created_at} title={new Date(review.created_at).toLocaleString()}>
            {formatRelativeTime(review.created_at)}
          </time>
          {' · '}
          {/* A review request's code is one snapshot: it has no versions. */}
          {review.review_request_id === null ? `Version ${review.file_version} · ` : null}
          {authorText(review, content)}
          {review.reviewer_type === 'ai' && review.requested_by
            ? ` · requested by ${displayName(review.requested_by)}`
            : null}
        </p>
        {currentVersion !== undefined && currentVersion !== review.file_version ? (
          <p className="text-xs text-muted-foreground">
            The file has changed since (now version {currentVersion}); line numbers may have moved.
          </p>
        ) : null}
      </header>

      {review.status === 'pending' ? (
        <p role="status" className="text-sm text-muted-foreground">
          The review is being written. It appears here when it is ready.
        </p>
      ) : review.status === 'failed' ? (
        <p className="flex gap-2 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{review.error || 'The review could not be completed.'}</span>
        </p>
      ) : content ? (
        <ReviewBody
          content={content}
          defaultExpanded={defaultExpanded}
          onSelectLine={onSelectLine}
          outdated={outdated}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{FALLBACK_TEXT[variant]}</p>
      )}
    </article>
  );
}

/** A completed review's summary, with its details behind a Show details toggle. */
function ReviewBody({
  content,
  defaultExpanded,
  onSelectLine,
  outdated,
}: {
  content: ReviewContent;
  defaultExpanded: boolean;
  onSelectLine?: (line: number) => void;
  outdated?: ReadonlySet<string> | undefined;
}) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const detailsId = useId();
  return (
    <>
      <Markdown className="text-sm">{content.summary}</Markdown>
      {hasReviewDetails(content) ? (
        <>
          <button
            type="button"
            className="flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-2 hover:underline"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded(!expanded)}
          >
            <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden />
            {expanded ? 'Hide details' : 'Show details'}
          </button>
          <div id={detailsId} hidden={!expanded} className="grid gap-4">
            <ReviewSection title="Strengths" items={content.strengths} />
            <ReviewSection title="Improvements" items={content.improvements} />
            <ReviewSection title="Security" items={content.security} />
            <ReviewSection title="Performance" items={content.performance} />
            <ReviewSuggestions suggestions={content.suggestions} onSelectLine={onSelectLine} />
            <ReviewFindings findings={content.findings ?? []} onSelectLine={onSelectLine} outdated={outdated} />
            <ReviewRatingsList ratings={content.ratings ?? null} />
          </div>
        </>
      ) : null}
    </>
  );
}
