import type { QuestionDetail } from '@hammurabi/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useUpdateQuestion } from '../api/update-question';
import { QuestionForm } from './question-form';

/** The author edits the title, text and tags of their question in a dialog. */
export function EditQuestionDialog({ question }: { question: QuestionDetail }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateQuestion(question.id);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Pencil aria-hidden />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent title="Edit question" className="max-w-2xl">
        <QuestionForm
          initial={{ title: question.title, body: question.body, tags: question.tags.join(', ') }}
          submitLabel="Save changes"
          pending={update.isPending}
          onSubmit={(payload) =>
            update.mutate(payload, {
              onSuccess: () => {
                toast({ title: 'Question updated', variant: 'success' });
                setOpen(false);
              },
              onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
            })
          }
        >
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </QuestionForm>
      </DialogContent>
    </Dialog>
  );
}
