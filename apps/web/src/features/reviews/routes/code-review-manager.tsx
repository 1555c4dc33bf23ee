import { countLabel, isUuid } from '@hammurabi/shared';
import { ClipboardList, SearchCode, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { RetryButton } from '@/components/ui/retry-button';
import { toast } from '@/lib/toast';
import { useFileReviews } from '@/lib/api/reviews/get-file-reviews';
import { useRequestAiReview } from '@/lib/api/reviews/request-ai-review';
import { ReviewCard } from '@/components/reviews/review-card';
import { FilePicker } from '@/components/reviews/file-picker';
import { RecentReviews } from '@/components/reviews/recent-reviews';
import { ReviewedFile } from '@/components/reviews/reviewed-file';
import { shortReviewId } from '@/lib/reviews/review-badges';
import { useErrorToast } from '@/lib/use-error-toast';

const MALFORMED_ID =
  'That is not a file ID. A file ID is a UUID such as 0dce71aa-c966-4668-a1c1-8ebf658a41a9; open the file in the editor and copy it from the address, after /code/.';

/** The signed-in screen of /code-review: a file's reviews by file id, and AI reviews on request. */
export function CodeReviewManager() {
  const [params, setParams] = useSearchParams();
  const shownId = params.get('file')?.trim() ?? '';
  const [input, setInput] = useState(shownId);
  const [inputError, setInputError] = useState<string | null>(() =>
    shownId && !isUuid(shownId) ? MALFORMED_ID : null,
  );
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const request = useRequestAiReview();
  const valid = isUuid(shownId);
  const reviews = useFileReviews(shownId, { enabled: valid });
  const { error } = reviews;

  useErrorToast(error, 'Error fetching reviews');

  /** The typed id when it is usable; otherwise says why and returns null. */
  const checkedId = (purpose: 'fetch reviews' | 'request a review'): string | null => {
    const id = input.trim();
    if (!id) {
      setInputError(null);
      toast({ title: 'File ID required', description: `Please enter a file ID to ${purpose}.`, variant: 'warning' });
      return null;
    }
    if (!isUuid(id)) {
      setInputError(MALFORMED_ID);
      return null;
    }
    setInputError(null);
    return id;
  };

  const show = (id: string) => {
    if (id === shownId) void reviews.refetch();
    else setParams({ file: id });
  };

  const pick = (fileId: string) => {
    setInput(fileId);
    setInputError(null);
    show(fileId);
  };

  const fetchReviews = (event: FormEvent) => {
    event.preventDefault();
    const id = checkedId('fetch reviews');
    if (id) show(id);
  };

  const requestReview = () => {
    const id = checkedId('request a review');
    if (!id) return;
    request.mutate(id, {
      onSuccess: (requested) => {
        toast({
          title: 'AI Review Requested',
          description:
            requested.status === 'pending'
              ? `Review ${shortReviewId(requested.id)} is being written; it appears below when ready.`
              : `Review ${shortReviewId(requested.id)} is ready below.`,
          variant: 'success',
        });
        if (id !== shownId) setParams({ file: id });
      },
      onError: (failure) =>
        toast({
          title: 'Error requesting review',
          description: failure.message || 'An unexpected error occurred.',
          variant: 'destructive',
        }),
    });
  };

  const firstReview = reviews.data?.[0];
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Code Review Management</h1>
        <p className="mt-1 text-muted-foreground">
          Look up a file&apos;s AI and human reviews by its ID, or ask Guardian AI for a new review of its saved
          version.
        </p>
      </div>

      <Card className="p-4 sm:p-6">
        <form onSubmit={fetchReviews} noValidate className="grid gap-2">
          <Label htmlFor={inputId}>File ID</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder="Enter a file ID (UUID)"
              autoComplete="off"
              spellCheck={false}
              className="font-mono sm:flex-1"
              aria-invalid={inputError ? true : undefined}
              aria-describedby={inputError ? `${hintId} ${errorId}` : hintId}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="outline" className="flex-1 sm:flex-none">
                <SearchCode aria-hidden />
                Fetch Reviews
              </Button>
              <Button
                type="button"
                onClick={requestReview}
                disabled={request.isPending}
                className="flex-1 sm:flex-none"
              >
                <Sparkles aria-hidden />
                {request.isPending ? 'Requesting…' : 'Request AI Review'}
              </Button>
            </div>
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            A file&apos;s ID is the last part of its editor address: /projects/…/code/<em>file ID</em>.
          </p>
          {inputError ? (
            <p id={errorId} className="text-sm text-destructive">
              {inputError}
            </p>
          ) : null}
        </form>
        <div className="mt-4 grid gap-2 border-t border-border pt-4">
          <p className="text-sm font-medium">Or pick one of your files</p>
          <FilePicker onPick={pick} />
        </div>
      </Card>

      <section aria-labelledby="code-review-recent" className="grid gap-2">
        <h2 id="code-review-recent" className="text-lg font-semibold">
          Your recent reviews
        </h2>
        <Card className="p-2 sm:p-3">
          <RecentReviews shownFileId={shownId} onPick={pick} />
        </Card>
      </section>

      {valid ? (
        <section aria-labelledby="code-review-results" className="grid gap-4">
          <h2 id="code-review-results" className="sr-only">
            Reviews
          </h2>
          {reviews.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner label="Loading reviews" />
            </div>
          ) : error ? (
            <Card role="alert" className="text-center">
              <p className="font-semibold">Error fetching reviews</p>
              <p className="mt-1 text-sm text-muted-foreground">{error.message || 'Failed to fetch reviews.'}</p>
              <div className="mt-3">
                <RetryButton onRetry={reviews.refetch} busy={reviews.isFetching} />
              </div>
            </Card>
          ) : reviews.data.length === 0 ? (
            <Card className="flex flex-col items-center gap-2 py-10 text-center">
              <ClipboardList className="size-8 text-primary" aria-hidden />
              <p className="font-semibold">No reviews for this file yet</p>
              <p className="max-w-md text-sm text-muted-foreground">
                Request an AI review above, or open the file in the editor and write a review of your own.
              </p>
            </Card>
          ) : (
            <>
              {firstReview?.project_id ? <ReviewedFile projectId={firstReview.project_id} fileId={shownId} /> : null}
              <p className="text-sm text-muted-foreground">{countLabel(reviews.data.length, 'review')}, newest first</p>
              {reviews.data.map((review, index) => (
                <ReviewCard key={review.id} review={review} variant="management" defaultExpanded={index === 0} />
              ))}
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
