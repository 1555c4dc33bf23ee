import { attachmentProblem, formatBytes, SUPPORT_ATTACHMENT_EXTENSIONS } from '@hammurabi/shared';
import { Paperclip } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const accept = SUPPORT_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** One optional file of a support form: the chosen file, or why it was refused. */
export interface AttachmentChoice {
  file: File | null;
  /** Why the chosen file cannot be sent; while set, the form must not be sent. */
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  choose: (chosen: File | undefined) => void;
  /** Shows the server's refusal of the file sent. */
  refuse: (message: string) => void;
  /** Forgets the file (refused or not) and puts the focus on the picker. */
  remove: () => void;
  /** Empties the picker after the form was sent. */
  reset: () => void;
}

/** The state of a support form's attachment, checked by name and size as soon as it is picked. */
export function useAttachmentChoice(): AttachmentChoice {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };
  return {
    file,
    error,
    inputRef,
    choose: (chosen) => {
      const problem = chosen ? attachmentProblem(chosen) : null;
      setError(problem);
      if (problem) clearInput();
      setFile(chosen && !problem ? chosen : null);
    },
    refuse: (message) => {
      setError(message);
      setFile(null);
      clearInput();
      inputRef.current?.focus();
    },
    remove: () => {
      setError(null);
      setFile(null);
      clearInput();
      inputRef.current?.focus();
    },
    reset: () => {
      setError(null);
      setFile(null);
      clearInput();
    },
  };
}

/**
 * The file picker of a support form (the ticket form and a reply): its limits, the chosen file,
 * and a refused file's error with a way to go on without it.
 */
export function AttachmentField({
  id,
  choice,
  sendsWhat,
}: {
  id: string;
  choice: AttachmentChoice;
  sendsWhat: string;
}) {
  const { file, error, inputRef } = choice;
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-attachment`}>
        Attachment <span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      <Input
        ref={inputRef}
        id={`${id}-attachment`}
        name="attachment"
        type="file"
        accept={accept}
        aria-describedby={`${id}-attachment-help${error ? ` ${id}-attachment-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => choice.choose(event.target.files?.[0])}
        className="h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium file:text-foreground"
      />
      <p id={`${id}-attachment-help`} className="text-sm text-muted-foreground">
        Max file size: 5MB. Allowed file types: JPG, PNG, PDF, TXT, LOG.
      </p>
      {file ? (
        <p className="inline-flex items-center gap-1 text-sm">
          <Paperclip className="size-3.5" aria-hidden />
          {file.name} ({formatBytes(file.size)})
        </p>
      ) : null}
      {error ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p id={`${id}-attachment-error`} role="alert" className="text-sm font-medium text-destructive">
            {error} Choose another file, or remove it to send the {sendsWhat} without an attachment.
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => choice.remove()}>
            Remove attachment
          </Button>
        </div>
      ) : null}
    </div>
  );
}
