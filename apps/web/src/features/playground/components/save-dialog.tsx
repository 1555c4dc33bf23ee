import { PLAYGROUND_LIMITS } from '@hammurabi/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Asks for a title before a program is saved for the first time. */
export function SaveDialog({
  saving,
  error,
  onSave,
}: {
  saving: boolean;
  error: string | null;
  onSave: (title: string) => void;
}) {
  const [title, setTitle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim()) onSave(title.trim());
  };
  return (
    <DialogContent
      title="Save program"
      description="Saved programs appear under My programs and get a short share link."
    >
      <form onSubmit={submit} className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="program-title">Title</Label>
          <Input
            id="program-title"
            value={title}
            required
            maxLength={PLAYGROUND_LIMITS.titleMax}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={saving || !title.trim()}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
