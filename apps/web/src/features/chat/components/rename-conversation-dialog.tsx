import { AI_LIMITS, ConversationRenameSchema } from '@hammurabi/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

/** Asks for a conversation's new title, checked with the rule the API uses. */
export function RenameConversationDialog({
  open,
  onOpenChange,
  initial,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: string;
  pending: boolean;
  onSubmit: (title: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Rename conversation">
        {open ? <RenameForm initial={initial} pending={pending} onSubmit={onSubmit} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({
  initial,
  pending,
  onSubmit,
}: {
  initial: string;
  pending: boolean;
  onSubmit: (title: string) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(initial);
  const [touched, setTouched] = useState(false);
  const parsed = ConversationRenameSchema.safeParse({ title });
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a title.');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (parsed.success && !pending) onSubmit(parsed.data.title);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={AI_LIMITS.titleMax}
          autoComplete="off"
          aria-invalid={touched && problem ? true : undefined}
          aria-describedby={touched && problem ? `${id}-problem` : undefined}
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
        />
        {touched && problem ? (
          <p id={`${id}-problem`} className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner label="Saving" className="[&_svg]:size-4 [&_svg]:text-current" /> : null}
          Save
        </Button>
      </div>
    </form>
  );
}
