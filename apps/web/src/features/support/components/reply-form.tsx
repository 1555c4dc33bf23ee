import { SUPPORT_LIMITS } from '@hammurabi/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** The reply box under a conversation; it clears once the reply is stored. */
export function ReplyForm({
  pending,
  asStaff,
  onSubmit,
}: {
  pending: boolean;
  asStaff: boolean;
  onSubmit: (body: string) => Promise<boolean>;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !body.trim()) return;
    if (await onSubmit(body)) setBody('');
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3" aria-label="Reply">
      <Label htmlFor={`${id}-reply`}>{asStaff ? 'Reply to the requester' : 'Your reply'}</Label>
      <Textarea
        id={`${id}-reply`}
        rows={4}
        maxLength={SUPPORT_LIMITS.messageMax}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        placeholder={asStaff ? 'Write an answer; it is emailed to the requester.' : 'Add details or answer a question.'}
      />
      <div>
        <Button type="submit" disabled={pending || !body.trim()}>
          {pending ? 'Sending…' : 'Send Reply'}
        </Button>
      </div>
    </form>
  );
}
