import { COMMUNITY_TEXTS } from '@hammurabi/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCreateQuestion } from '../api/create-question';
import { QuestionForm, emptyQuestionForm, type QuestionFormValues } from './question-form';
import { SignInLink } from './sign-in-link';

/** A draft another screen handed over in the link's state (`{ askQuestion: {title, body, tags} }`). */
function draftOf(state: unknown): QuestionFormValues | undefined {
  const draft = (state as { askQuestion?: Partial<QuestionFormValues> } | null)?.askQuestion;
  if (typeof draft?.title !== 'string' || typeof draft.body !== 'string' || typeof draft.tags !== 'string') {
    return undefined;
  }
  return { title: draft.title, body: draft.body, tags: draft.tags };
}

/**
 * "Ask Question": a modal that closes on Cancel, a click on the backdrop, Escape, or after the
 * question is posted. Visitors get a link to sign in instead. It opens prefilled from a draft in
 * the link's state (Ask the community on an exercise) or with `prefill` as the title (the
 * assistant's "Ask the community" link, /community?ask=…). A posted question opens at once, so
 * its author sees it as others will and can follow the answers.
 */
export function AskQuestionDialog({ prefill = null }: { prefill?: string | null }) {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the draft fills the first form only.
  const [draft] = useState(
    () => draftOf(location.state) ?? (prefill ? { ...emptyQuestionForm, title: prefill } : undefined),
  );
  const [open, setOpen] = useState(draft !== undefined);
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
          initial={formKey === 0 ? draft : undefined}
          submitLabel="Post Question"
          pending={create.isPending}
          suggestSimilar
          onSubmit={(payload) =>
            create.mutate(payload, {
              onSuccess: (question) => {
                toast({ title: COMMUNITY_TEXTS.postedTitle, description: COMMUNITY_TEXTS.posted, variant: 'success' });
                setOpen(false);
                setFormKey((key) => key + 1);
                void navigate(paths.question(question.id));
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
