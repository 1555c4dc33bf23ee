import { communityPolicy, hiddenNotice, type QuestionDetail } from '@hammurabi/shared';
import { CheckCircle2, Eye } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Markdown } from '@/components/markdown/markdown';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/lib/auth/use-auth';
import { useDeleteQuestion } from '../api/delete-question';
import { AuthorLine } from './author-line';
import { FlagButton } from '@/components/moderation/flag-button';
import { DeletePostButton } from './delete-post-button';
import { EditQuestionDialog } from './edit-question-dialog';
import { TagList } from './tag-list';
import { VoteControl } from './vote-control';

/** The question itself: title, who asked, votes, the Markdown text, tags and the author's actions. */
export function QuestionView({ question }: { question: QuestionDetail }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const navigate = useNavigate();
  const remove = useDeleteQuestion(question.id);
  return (
    <article aria-labelledby="question-title">
      <div className="flex flex-wrap items-start gap-3">
        <h1 id="question-title" className="min-w-0 flex-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {question.title}
        </h1>
        {question.is_resolved ? (
          <Badge variant="success" className="mt-2">
            <CheckCircle2 aria-hidden />
            Resolved
          </Badge>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-border pb-4">
        <AuthorLine author={question.author} verb="asked" at={question.created_at} />
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <Eye className="size-3.5" aria-hidden />
          {question.view_count} {question.view_count === 1 ? 'view' : 'views'}
        </span>
      </div>
      <div className="mt-4 flex gap-3 sm:gap-4">
        <VoteControl
          questionId={question.id}
          target={{
            type: 'question',
            id: question.id,
            author: question.author,
            score: question.score,
            upvotes: question.upvotes,
            downvotes: question.downvotes,
            myVote: question.my_vote,
          }}
        />
        <div className="min-w-0 flex-1">
          {question.hidden_reason ? (
            <p role="status" className="mb-3 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
              {hiddenNotice(question.hidden_reason)}
            </p>
          ) : null}
          <Markdown copyableCode codeLanguages={question.tags}>
            {question.body}
          </Markdown>
          <TagList tags={question.tags} className="mt-4" />
          {communityPolicy.canEdit(question, userId) || communityPolicy.canDelete(question, userId) ? (
            <div className="mt-3 flex flex-wrap gap-1">
              {communityPolicy.canEdit(question, userId) ? <EditQuestionDialog question={question} /> : null}
              {communityPolicy.canDelete(question, userId) ? (
                <DeletePostButton
                  noun="question"
                  description={
                    question.answer_count > 0
                      ? 'The question will disappear from the board. Its answers are kept but no longer shown.'
                      : 'The question and its votes will be removed. This cannot be undone.'
                  }
                  remove={() => remove.mutateAsync()}
                  pending={remove.isPending}
                  onDeleted={() => void navigate('/community', { replace: true })}
                />
              ) : null}
            </div>
          ) : null}
          {userId && !communityPolicy.canEdit(question, userId) ? (
            <div className="mt-3">
              <FlagButton targetType="question" targetId={question.id} />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
