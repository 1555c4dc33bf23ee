import { COMMUNITY_LIMITS, COMMUNITY_TEXTS, parseTags, tagsProblem, type QuestionCreate } from '@hammurabi/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { MarkdownField } from '@/components/markdown/markdown-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { SimilarQuestions } from './similar-questions';

export interface QuestionFormValues {
  title: string;
  body: string;
  tags: string;
}

export const emptyQuestionForm: QuestionFormValues = { title: '', body: '', tags: '' };

/** The question fields, shared by "Ask Question" and "Edit question". */
export function QuestionForm({
  initial = emptyQuestionForm,
  submitLabel,
  pending,
  suggestSimilar = false,
  onSubmit,
  children,
}: {
  initial?: QuestionFormValues;
  submitLabel: string;
  pending: boolean;
  /** Offer look-alike questions under the title while it is typed (asking, not editing). */
  suggestSimilar?: boolean;
  onSubmit: (payload: QuestionCreate) => void;
  /** Extra actions next to the submit button (Cancel). */
  children?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [tagError, setTagError] = useState<string | null>(null);
  // Inside a modal the toast region is hidden from screen readers, so the form says it too.
  const [missing, setMissing] = useState(false);
  const set = (key: keyof QuestionFormValues, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const title = values.title.trim();
    const body = values.body.trim();
    setMissing(!title || !body);
    if (!title || !body) {
      toast({
        title: COMMUNITY_TEXTS.missingFieldsTitle,
        description: COMMUNITY_TEXTS.missingFields,
        variant: 'destructive',
      });
      return;
    }
    const tags = parseTags(values.tags, { lowercase: true });
    const problem = tagsProblem(tags, {
      min: COMMUNITY_LIMITS.tagsMin,
      max: COMMUNITY_LIMITS.tagsMax,
      maxLength: COMMUNITY_LIMITS.tagMax,
      owner: 'A question',
    });
    setTagError(problem);
    if (problem) return;
    onSubmit({ title, body, tags });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          name="title"
          aria-required
          maxLength={COMMUNITY_LIMITS.titleMax}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          placeholder="What's your programming question? Be specific."
          autoComplete="off"
        />
        {suggestSimilar ? <SimilarQuestions title={values.title} /> : null}
      </div>
      <MarkdownField
        id={`${id}-body`}
        label="Details"
        name="body"
        aria-required
        maxLength={COMMUNITY_LIMITS.bodyMax}
        value={values.body}
        onChange={(body) => set('body', body)}
        placeholder="Describe what you tried and what you expected. Markdown and ```code blocks``` work."
        rows={7}
        codeLanguages={parseTags(values.tags, { lowercase: true })}
        hint="Markdown is supported; Preview shows the question as it will be posted."
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-tags`}>Tags</Label>
        <Input
          id={`${id}-tags`}
          name="tags"
          aria-required
          aria-invalid={tagError ? true : undefined}
          aria-describedby={`${id}-tags-hint`}
          value={values.tags}
          onChange={(event) => set('tags', event.target.value)}
          placeholder="python, lists"
          autoComplete="off"
        />
        <p
          id={`${id}-tags-hint`}
          className={tagError ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
          role={tagError ? 'alert' : undefined}
        >
          {tagError ?? `Separate with commas; 1 to ${COMMUNITY_LIMITS.tagsMax} tags.`}
        </p>
      </div>
      {missing ? (
        <p role="alert" className="text-sm text-destructive">
          {COMMUNITY_TEXTS.missingFields}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {children}
        <Button type="submit" disabled={pending}>
          {pending ? 'Posting…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
