import { FILE_LANGUAGES, filenameProblem, languageFromFilename } from '@hammurabi/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';

/** Asks for a filename (new file or rename), checked with the same rule the API uses. */
export function FileNameDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  initial = '',
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  onSubmit: (filename: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description="Use / for folders, e.g. src/app.js. The extension picks the language.">
        {open ? (
          <FileNameForm initial={initial} submitLabel={submitLabel} pending={pending} onSubmit={onSubmit} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function FileNameForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (filename: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = filenameProblem(name);
  const language = FILE_LANGUAGES[languageFromFilename(name)];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!problem && !pending) onSubmit(name);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Filename</Label>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          placeholder="main.js"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={touched && problem ? true : undefined}
          aria-describedby={`${id}-help`}
          className="font-mono"
          autoFocus
        />
        <p
          id={`${id}-help`}
          className={touched && problem ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
        >
          {touched && problem ? problem : name.trim() ? `Language: ${language}` : ' '}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner label="Working" className="[&_svg]:size-4 [&_svg]:text-current" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
