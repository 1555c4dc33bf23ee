import { FLAG_REASONS, FORMER_MEMBER, type QueueItem } from '@hammurabi/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ActionDialog } from '@/components/moderation/action-dialog';
import { toast } from '@/lib/toast';
import { type ModerationAction, useModerationAction } from '../api/moderation-api';

type DialogKind = 'hide' | 'restore' | 'delete' | 'ban' | null;

const reasonLabel = (reason: string) => FLAG_REASONS[reason as keyof typeof FLAG_REASONS] ?? reason;

/** One flagged post: what it says, who wrote it, why people flagged it, and the moderator's choices. */
export function QueueCard({ item }: { item: QueueItem }) {
  const action = useModerationAction();
  const [dialog, setDialog] = useState<DialogKind>(null);
  const run = (input: ModerationAction, done: string) =>
    action.mutate(input, {
      onSuccess: () => {
        setDialog(null);
        toast({ title: done, variant: 'success' });
      },
      onError: (error) => toast({ title: 'That did not work', description: error.message, variant: 'destructive' }),
    });
  const hidden = item.hidden_reason !== null;
  const label = `${item.target_type}: ${item.excerpt}`;

  return (
    <Card className="grid gap-3 p-4" role="group" aria-label={label}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{item.target_type}</Badge>
        <Badge variant="warning">
          {item.flag_count} {item.flag_count === 1 ? 'flag' : 'flags'}
        </Badge>
        {hidden ? <Badge variant="destructive">Hidden: {item.hidden_reason}</Badge> : null}
      </div>
      <p className="font-medium break-words">{item.excerpt}</p>
      <p className="text-sm text-muted-foreground">
        By {item.author_email ?? FORMER_MEMBER} · flagged as {item.reasons.map(reasonLabel).join(', ')} · since{' '}
        {new Date(item.first_flagged_at).toLocaleString()}
      </p>
      {item.notes.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-muted-foreground">
          {item.notes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {hidden ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('restore')}>
            Restore
          </Button>
        ) : null}
        <Button size="sm" variant="destructive" onClick={() => setDialog('hide')}>
          {hidden ? 'Keep hidden' : 'Hide'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDialog('delete')}>
          Delete
        </Button>
        {item.author_id ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('ban')}>
            Suspend author
          </Button>
        ) : null}
      </div>
      <ActionDialog
        open={dialog === 'hide'}
        onOpenChange={(open) => setDialog(open ? 'hide' : null)}
        title={`Hide this ${item.target_type}?`}
        description="Visitors and other members no longer see it; its author reads your reason."
        confirmLabel="Hide"
        destructive
        pending={action.isPending}
        onConfirm={({ reason }) =>
          run({ kind: 'decision', item, body: { action: 'hide', reason } }, `The ${item.target_type} is hidden`)
        }
      />
      <ActionDialog
        open={dialog === 'restore'}
        onOpenChange={(open) => setDialog(open ? 'restore' : null)}
        title={`Restore this ${item.target_type}?`}
        description="Everyone sees it again; the flags are closed."
        confirmLabel="Restore"
        pending={action.isPending}
        onConfirm={({ reason }) =>
          run({ kind: 'decision', item, body: { action: 'restore', reason } }, `The ${item.target_type} is restored`)
        }
      />
      <ActionDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={`Delete this ${item.target_type}?`}
        description="It is removed for everyone, its author included; the audit log keeps its first words and your reason."
        confirmLabel="Delete"
        destructive
        pending={action.isPending}
        onConfirm={({ reason }) =>
          run({ kind: 'decision', item, body: { action: 'delete', reason } }, `The ${item.target_type} is deleted`)
        }
      />
      <ActionDialog
        open={dialog === 'ban'}
        onOpenChange={(open) => setDialog(open ? 'ban' : null)}
        title={`Suspend ${item.author_email ?? 'the author'}?`}
        description="They are signed out everywhere and cannot sign in until the suspension ends."
        confirmLabel="Suspend"
        destructive
        withDuration
        pending={action.isPending}
        onConfirm={({ reason, duration }) =>
          run({ kind: 'ban', item, body: { duration, reason: reason || undefined } }, 'The author is suspended')
        }
      />
    </Card>
  );
}
