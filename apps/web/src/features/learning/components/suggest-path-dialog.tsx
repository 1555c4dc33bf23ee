import { LEARNING_LIMITS } from '@hammurabi/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useSuggestPath } from '../api/suggest-path';

/** Suggest a Path: a title and what it should teach; stored for the team, thanked with a toast. */
export function SuggestPathDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const suggest = useSuggestPath();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    suggest.mutate(
      { title, description },
      {
        onSuccess: () => {
          toast({
            title: 'Thank you for your suggestion!',
            description: 'Our team reads every one.',
            variant: 'success',
          });
          setTitle('');
          setDescription('');
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Suggest a Path" description="Which learning path should we write next?">
        <form className="grid gap-4" onSubmit={onSubmit}>
          <div className="grid gap-1.5">
            <Label htmlFor="suggestion-title">Title</Label>
            <Input
              id="suggestion-title"
              required
              maxLength={LEARNING_LIMITS.suggestionTitleMax}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="suggestion-description">What should it teach?</Label>
            <Textarea
              id="suggestion-description"
              required
              rows={5}
              maxLength={LEARNING_LIMITS.suggestionDescriptionMax}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          {suggest.error ? (
            <p role="alert" className="text-sm text-destructive">
              {suggest.error.message}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={suggest.isPending}>
              {suggest.isPending ? 'Sending…' : 'Send suggestion'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
