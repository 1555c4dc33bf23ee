import { communityPolicy, hiddenNotice, type Answer, type QuestionDetail } from '@hammurabi/shared';
import { Check, CheckCircle2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useAcceptAnswer } from '../api/accept-answer';
import { useDeleteAnswer } from '../api/delete-answer';
import { useUpdateAnswer } from '../api/update-answer';
import { AnswerForm } from './answer-form';
import { AuthorLine } from './author-line';
import { FlagButton } from '@/components/moderation/flag-button';
import { DeletePostButton } from './delete-post-button';
import { VoteControl } from './vote-control';

/** One answer: votes, the accepted mark (and the asker's button for it), text, edit and delete. */
export function AnswerItem({ question, answer }: { question: QuestionDetail; answer: Answer }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [editing, setEditing] = useState(false);
  const accept = useAcceptAnswer(question.id);
  const update = useUpdateAnswer(question.id, answer.id);
  const remove = useDeleteAnswer(question.id, answer.id);
  const toggleAccepted = () =>
    accept.mutate(answer.is_accepted ? null : answer.id, {
      onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    });
  return (
    <li
      className={`flex gap-3 rounded-xl border bg-card p-4 sm:gap-4 sm:p-5 ${answer.is_accepted ? 'border-success' : 'border-border'}`}
      data-testid="answer"
    >
      <VoteControl
        questionId={question.id}
        target={{
          type: 'answer',
          id: answer.id,
          author: answer.author,
          score: answer.score,
          upvotes: answer.upvotes,
          downvotes: answer.downvotes,
          myVote: answer.my_vote,
        }}
      />
      <div className="min-w-0 flex-1">
        {answer.is_accepted ? (
          <Badge variant="success" className="mb-2">
            <CheckCircle2 aria-hidden />
            Accepted answer
          </Badge>
        ) : null}
        {editing ? (
          <AnswerForm
            label="Edit your answer"
            codeLanguages={question.tags}
            initial={answer.body}
            submitLabel="Save answer"
            pending={update.isPending}
            onSubmit={(body) =>
              update.mutateAsync({ body }).then(
                () => {
                  setEditing(false);
                  toast({ title: 'Answer updated', variant: 'success' });
                  return true;
                },
                (error: Error) => {
                  toast({ title: 'Error', description: error.message, variant: 'destructive' });
                  return false;
                },
              )
            }
          >
            <Button variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </AnswerForm>
        ) : (
          <>
            {answer.hidden_reason ? (
              <p role="status" className="mb-3 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
                {hiddenNotice(answer.hidden_reason)}
              </p>
            ) : null}
            <Markdown copyableCode codeLanguages={question.tags}>
              {answer.body}
            </Markdown>
          </>
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <AuthorLine author={answer.author} verb="answered" at={answer.created_at} />
          <div className="flex flex-wrap gap-1">
            {communityPolicy.canAccept(question, userId) ? (
              <Button
                variant={answer.is_accepted ? 'outline' : 'secondary'}
                size="sm"
                aria-pressed={answer.is_accepted}
                disabled={accept.isPending}
                onClick={toggleAccepted}
              >
                <Check aria-hidden />
                {answer.is_accepted ? 'Accepted' : 'Accept answer'}
              </Button>
            ) : null}
            {communityPolicy.canEdit(answer, userId) && !editing ? (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                Edit
              </Button>
            ) : null}
            {communityPolicy.canDelete(answer, userId) ? (
              <DeletePostButton
                noun="answer"
                description="Your answer and its votes will be removed. This cannot be undone."
                remove={() => remove.mutateAsync()}
                pending={remove.isPending}
              />
            ) : null}
            {userId && !communityPolicy.canEdit(answer, userId) ? (
              <FlagButton targetType="answer" targetId={answer.id} />
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
