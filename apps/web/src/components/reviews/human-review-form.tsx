import { HumanReviewCreateSchema, REVIEW_LIMITS } from '@hammurabi/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useCreateHumanReview } from '@/lib/api/reviews/create-human-review';
import { type LineCommentDraft, LineCommentFields } from './line-comment-fields';

type FieldErrors = Partial<Record<'score' | 'comments', string>>;

/** What a person reviews: a file's saved version, or the code of a learner's review request. */
export type ReviewSubject = { file_id: string } | { review_request_id: string };

/**
 * A person's review of the file's saved version (or of a learner's review request): a score from
 * 0 to 100, comments and comments on single lines. Checked with the API's own schema first; the
 * API's answer (e.g. a 422 detail) is shown under the form.
 */
export function HumanReviewForm({
  subject,
  onDone,
  onCancel = onDone,
}: {
  subject: ReviewSubject;
  onDone: () => void;
  /** Cancel; by default the same as done. */
  onCancel?: () => void;
}) {
  const create = useCreateHumanReview();
  const [score, setScore] = useState('');
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lineComments, setLineComments] = useState<LineCommentDraft[]>([]);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const scoreId = useId();
  const commentsId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = HumanReviewCreateSchema.safeParse({
      ...subject,
      score: score.trim() === '' ? undefined : Number(score),
      comments,
      line_comments: lineComments.map((draft) => ({
        line: draft.line.trim() === '' ? 0 : Number(draft.line),
        comment: draft.comment,
      })),
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      const nextLines: Record<number, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        if ((field === 'score' || field === 'comments') && !next[field]) next[field] = issue.message;
        if (field === 'line_comments' && typeof index === 'number' && !nextLines[index]) {
          nextLines[index] = issue.message;
        }
      }
      setErrors(next);
      setLineErrors(nextLines);
      return;
    }
    setErrors({});
    setLineErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        const description =
          'file_id' in subject ? 'Your review was added to this file.' : 'The learner can read your review now.';
        toast({ title: 'Review submitted', description, variant: 'success' });
        onDone();
      },
      onError: (error) => setServerError(error.message || 'An unexpected error occurred.'),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      aria-label="Write a review"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={scoreId}>Score (0–100)</Label>
        <Input
          id={scoreId}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={score}
          onChange={(event) => setScore(event.target.value)}
          aria-invalid={errors.score ? true : undefined}
          aria-describedby={errors.score ? `${scoreId}-error` : undefined}
          className="w-28"
        />
        {errors.score ? (
          <p id={`${scoreId}-error`} className="text-sm text-destructive">
            {errors.score}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={commentsId}>Comments</Label>
        <Textarea
          id={commentsId}
          value={comments}
          maxLength={REVIEW_LIMITS.commentsMax}
          onChange={(event) => setComments(event.target.value)}
          placeholder="What works, what should change, and why?"
          aria-invalid={errors.comments ? true : undefined}
          aria-describedby={errors.comments ? `${commentsId}-error` : undefined}
        />
        {errors.comments ? (
          <p id={`${commentsId}-error`} className="text-sm text-destructive">
            {errors.comments}
          </p>
        ) : null}
      </div>
      <LineCommentFields drafts={lineComments} errors={lineErrors} onChange={setLineComments} />
      {serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={create.isPending}>
          {create.isPending ? 'Submitting…' : 'Submit review'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
