import { REVIEW_LIMITS } from '@hammurabi/shared';
import { MessageSquarePlus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** One comment on a line while it is being written; `line` is the typed text. */
export interface LineCommentDraft {
  key: number;
  line: string;
  comment: string;
}

/** The review form's comments on single lines: add, fill in and remove rows. */
export function LineCommentFields({
  drafts,
  errors,
  onChange,
}: {
  drafts: LineCommentDraft[];
  /** The first problem of each row, by index. */
  errors: Record<number, string>;
  onChange: (drafts: LineCommentDraft[]) => void;
}) {
  const id = useId();
  const update = (key: number, change: Partial<LineCommentDraft>) =>
    onChange(drafts.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Line comments</legend>
      {drafts.map((draft, index) => (
        <div key={draft.key} className="grid gap-1.5 rounded-lg border border-border p-2">
          <div className="flex items-center gap-2">
            <Label htmlFor={`${id}-line-${draft.key}`} className="text-xs">
              Line
            </Label>
            <Input
              id={`${id}-line-${draft.key}`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={draft.line}
              onChange={(event) => update(draft.key, { line: event.target.value })}
              className="h-8 w-20"
              aria-invalid={errors[index] ? true : undefined}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="ml-auto size-8"
              aria-label={`Remove the comment on line ${draft.line || index + 1}`}
              onClick={() => onChange(drafts.filter((item) => item.key !== draft.key))}
            >
              <X aria-hidden />
            </Button>
          </div>
          <Textarea
            aria-label={`Comment on line ${draft.line || '…'}`}
            value={draft.comment}
            maxLength={REVIEW_LIMITS.lineCommentMax}
            rows={2}
            onChange={(event) => update(draft.key, { comment: event.target.value })}
            aria-invalid={errors[index] ? true : undefined}
          />
          {errors[index] ? <p className="text-sm text-destructive">{errors[index]}</p> : null}
        </div>
      ))}
      {drafts.length < REVIEW_LIMITS.lineCommentsMax ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            onChange([...drafts, { key: Math.max(0, ...drafts.map((draft) => draft.key)) + 1, line: '', comment: '' }])
          }
        >
          <MessageSquarePlus aria-hidden />
          Comment on a line
        </Button>
      ) : null}
    </fieldset>
  );
}
