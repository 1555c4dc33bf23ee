import { SUPPORT_LIMITS } from '@hammurabi/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { ReplySubmission } from '../api/reply-to-ticket';
import { AttachmentField, useAttachmentChoice } from './attachment-field';

/** How a reply went: stored, or refused (with the server's reason when it was the file). */
export type ReplyOutcome = { sent: true } | { sent: false; attachmentError?: string };

/**
 * The reply box under a conversation, with one optional file checked as the ticket form's; it
 * clears once the reply is stored. A refused file keeps the reply from being sent until it is
 * replaced or removed.
 */
export function ReplyForm({
  pending,
  asStaff,
  onSubmit,
}: {
  pending: boolean;
  asStaff: boolean;
  onSubmit: (reply: ReplySubmission) => Promise<ReplyOutcome>;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const attachment = useAttachmentChoice();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!body.trim()) {
      setBodyError('Write a message to send.');
      textarea.current?.focus();
      return;
    }
    if (attachment.error) {
      attachment.inputRef.current?.focus();
      return;
    }
    const outcome = await onSubmit({ body, attachment: attachment.file });
    if (outcome.sent) {
      setBody('');
      attachment.reset();
    } else if (outcome.attachmentError) {
      attachment.refuse(outcome.attachmentError);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label="Reply">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reply`}>{asStaff ? 'Reply to the requester' : 'Your reply'}</Label>
        <Textarea
          ref={textarea}
          id={`${id}-reply`}
          rows={4}
          maxLength={SUPPORT_LIMITS.messageMax}
          value={body}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? `${id}-reply-error` : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            setBodyError(null);
          }}
          placeholder={
            asStaff ? 'Write an answer; it is emailed to the requester.' : 'Add details or answer a question.'
          }
        />
        {bodyError ? (
          <p id={`${id}-reply-error`} className="text-sm font-medium text-destructive">
            {bodyError}
          </p>
        ) : null}
      </div>
      <AttachmentField id={id} choice={attachment} sendsWhat="reply" />
      <div>
        <Button type="submit" disabled={pending || attachment.error !== null} className="w-full sm:w-auto">
          {pending ? 'Sending…' : 'Send Reply'}
        </Button>
      </div>
    </form>
  );
}
