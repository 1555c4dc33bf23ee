import { COMMUNITY_LIMITS } from '@hammurabi/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { MarkdownField } from '@/components/markdown/markdown-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** A Markdown text box for writing or editing an answer; refuses blank text with a toast. */
export function AnswerForm({
  label,
  initial = '',
  submitLabel,
  pending,
  onSubmit,
  codeLanguages,
  children,
}: {
  label: string;
  /** The question's tags: bare code blocks are highlighted as the first known language. */
  codeLanguages?: readonly string[];
  initial?: string;
  submitLabel: string;
  pending: boolean;
  /** Saves the text; resolves true once saved so the box can be emptied. */
  onSubmit: (body: string) => Promise<boolean>;
  children?: ReactNode;
}) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const text = body.trim();
    if (!text) {
      toast({ title: 'Error', description: 'Write an answer before posting it.', variant: 'destructive' });
      return;
    }
    void onSubmit(text).then((saved) => {
      if (saved && !initial) setBody('');
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <MarkdownField
        id={id}
        label={label}
        value={body}
        maxLength={COMMUNITY_LIMITS.answerMax}
        onChange={setBody}
        rows={6}
        placeholder="Explain the solution. Markdown and ```code blocks``` work."
        codeLanguages={codeLanguages}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {children}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
