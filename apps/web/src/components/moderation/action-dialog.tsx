import { BAN_DURATIONS, type BanDuration } from '@hammurabi/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Ask how long (a ban). */
  withDuration?: boolean;
  pending: boolean;
  onConfirm: (input: { reason: string; duration: BanDuration }) => void;
}

/**
 * The confirmation of an administrator's or moderator's action, with the reason that goes to the
 * audit log (and, for moderation, to the author) and, for a ban, its duration.
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  withDuration = false,
  pending,
  onConfirm,
}: ActionDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<BanDuration>('24h');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm({ reason: reason.trim(), duration });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <form className="grid gap-4" onSubmit={submit}>
          {withDuration ? (
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-duration`} className="text-sm font-medium">
                Duration
              </label>
              <NativeSelect
                id={`${id}-duration`}
                value={duration}
                onChange={(event) => setDuration(event.target.value as BanDuration)}
              >
                {Object.entries(BAN_DURATIONS)
                  .filter(([value]) => value !== 'none')
                  .map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
              </NativeSelect>
            </div>
          ) : null}
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              Reason
            </label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              className="min-h-20"
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'primary'} disabled={pending}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
