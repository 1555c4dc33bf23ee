import { pluralNoun, type QuestionSummary } from '@hammurabi/shared';
import { CheckCircle2, MessageSquare, ThumbsDown, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { AuthorLine } from './author-line';
import { TagList } from './tag-list';
import { paths } from '@/lib/paths';

/** A question in the list: votes, title, tags, resolved badge and the first answer's preview. */
export function QuestionCard({ question }: { question: QuestionSummary }) {
  const path = paths.question(question.id);
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5" data-testid="question-card">
      <div className="flex gap-4">
        <dl className="hidden w-20 shrink-0 flex-col items-end gap-1 text-sm text-muted-foreground sm:flex">
          {/* A term comes before its value in a list of terms; the number is shown first all the same. */}
          <div className="flex flex-row-reverse gap-1">
            <dt>{pluralNoun(question.score, 'vote')}</dt>
            <dd className="font-semibold text-foreground">{question.score}</dd>
          </div>
          <div className="flex flex-row-reverse gap-1">
            <dt>{pluralNoun(question.answer_count, 'answer')}</dt>
            <dd className="font-semibold text-foreground">{question.answer_count}</dd>
          </div>
        </dl>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start gap-2">
            <h3 className="min-w-0 flex-1 text-lg leading-snug font-semibold break-words">
              <Link to={path} className="hover:text-primary hover:underline">
                {question.title}
              </Link>
            </h3>
            {question.is_resolved ? (
              <Badge variant="success">
                <CheckCircle2 aria-hidden />
                Resolved
              </Badge>
            ) : null}
          </div>
          <TagList tags={question.tags} className="mt-2" />
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <AuthorLine author={question.author} verb="asked" at={question.created_at} />
            <span className="flex items-center gap-3 text-sm text-muted-foreground sm:hidden">
              <span className="inline-flex items-center gap-1">
                <ThumbsUp className="size-3.5" aria-hidden />
                {question.upvotes}
                <span className="sr-only"> upvotes</span>
              </span>
              <span className="inline-flex items-center gap-1">
                <ThumbsDown className="size-3.5" aria-hidden />
                {question.downvotes}
                <span className="sr-only"> downvotes</span>
              </span>
              <span className="inline-flex items-center gap-1">
                <MessageSquare className="size-3.5" aria-hidden />
                {question.answer_count}
                <span className="sr-only"> answers</span>
              </span>
            </span>
          </div>
          {question.first_answer_preview ? (
            <div className="mt-3 rounded-lg bg-muted/60 p-3 text-sm">
              <p className="break-words text-muted-foreground" data-testid="answer-preview">
                {question.first_answer_preview}
              </p>
              {question.answer_count > 1 ? (
                <Link to={`${path}#answers`} className="mt-2 inline-block font-medium text-primary hover:underline">
                  View all answers
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}
