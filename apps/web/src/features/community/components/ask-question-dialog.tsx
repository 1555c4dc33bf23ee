import { COMMUNITY_TEXTS } from '@hammurabi/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useCreateQuestion } from '../api/create-question';
import { QuestionForm, emptyQuestionForm } from './question-form';
import { SignInLink } from './sign-in-link';

/**
 * "Ask Question": a modal that closes on Cancel, a click on the backdrop, Escape, or after the
 * question is posted. Visitors get a link to sign in instead. With `prefill` (the assistant's
 * "Ask the community" link, /community?ask=…) it opens at once with that title.
 */
export function AskQuestionDialog({ prefill = null }: { prefill?: string | null }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(prefill !== null);
  // A new form after each successful post, so the next question starts empty.
  const [formKey, setFormKey] = useState(0);
  const create = useCreateQuestion();
  const label = (
    <>
      <Plus aria-hidden />
      Ask Question
    </>
  );
  if (!user) return <SignInLink>{label}</SignInLink>;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{label}</Button>
      </DialogTrigger>
      <DialogContent
        title="Ask a Question"
        description="Be specific and show what you tried; others can answer, vote and help."
        className="max-w-2xl"
      >
        <QuestionForm
          key={formKey}
          initial={formKey === 0 && prefill ? { ...emptyQuestionForm, title: prefill } : emptyQuestionForm}
          submitLabel="Post Question"
          pending={create.isPending}
          suggestSimilar
          onSubmit={(payload) =>
            create.mutate(payload, {
              onSuccess: () => {
                toast({ title: COMMUNITY_TEXTS.postedTitle, description: COMMUNITY_TEXTS.posted, variant: 'success' });
                setOpen(false);
                setFormKey((key) => key + 1);
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
