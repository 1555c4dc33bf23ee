import { FLAG_REASONS, type FlagCreate, type ModerationTargetType } from '@hammurabi/shared';
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api-client';

type Reason = keyof typeof FLAG_REASONS;

/** `POST /api/moderation/flags`: answers whether the post is hidden now. */
function useFlagPost() {
  return useMutation({
    mutationFn: (flag: FlagCreate) =>
      apiRequest<{ hidden: boolean }>('/moderation/flags', { method: 'POST', body: flag }),
  });
}

/** "Flag" on someone else's post: a reason and an optional note for the moderators. */
export function FlagButton({ targetType, targetId }: { targetType: ModerationTargetType; targetId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>('spam');
  const [note, setNote] = useState('');
  const flag = useFlagPost();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flag.mutate(
      { target_type: targetType, target_id: targetId, reason, note: note.trim() || undefined },
      {
        onSuccess: ({ hidden }) => {
          setOpen(false);
          toast({
            title: 'Thank you for flagging',
            description: hidden ? 'It is hidden until a moderator looks at it.' : 'A moderator will look at it.',
            variant: 'success',
          });
        },
        onError: (error) => toast({ title: 'Could not flag', description: error.message, variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Flag this ${targetType}`}>
          <Flag aria-hidden />
          Flag
        </Button>
      </DialogTrigger>
      <DialogContent title={`Flag this ${targetType}`} description="Tell the moderators what is wrong with it.">
        <form className="grid gap-4" onSubmit={submit}>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Reason</legend>
            {(Object.entries(FLAG_REASONS) as [Reason, string][]).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-note`} className="text-sm font-medium">
              Note for the moderators (optional)
            </label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
              className="min-h-20"
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={flag.isPending}>
              Flag
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
