import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** "Delete" with a confirmation; `remove` does the deleting and resolves once it is done. */
export function DeletePostButton({
  noun,
  description,
  remove,
  pending,
  onDeleted,
}: {
  noun: 'question' | 'answer';
  description: string;
  remove: () => Promise<unknown>;
  pending: boolean;
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const confirm = () => {
    remove().then(
      () => {
        setOpen(false);
        toast({ title: noun === 'question' ? 'Question deleted' : 'Answer deleted', variant: 'success' });
        onDeleted?.();
      },
      (error: Error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    );
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete this ${noun}?`}
        description={description}
        confirmLabel={`Delete ${noun}`}
        pending={pending}
        onConfirm={confirm}
      />
    </>
  );
}
