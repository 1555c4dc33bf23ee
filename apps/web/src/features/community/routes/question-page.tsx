import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorPanel } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateAnswer } from '../api/create-answer';
import { useQuestion } from '../api/get-question';
import { useRecordQuestionView } from '../api/record-view';
import { AnswerForm } from '../components/answer-form';
import { AnswerItem } from '../components/answer-item';
import { QuestionView } from '../components/question-view';
import { SignInLink } from '../components/sign-in-link';

/** /community/questions/{id}: a question, its answers, votes, the accepted answer and the answer form. */
export function QuestionPage() {
  const { questionId = '' } = useParams();
  const { user } = useAuth();
  const location = useLocation();
  const question = useQuestion(questionId);
  const createAnswer = useCreateAnswer(questionId);
  useRecordQuestionView(questionId);
  useDocumentTitle(question.data?.title ?? 'Question');

  // "View all answers" links here with #answers; scroll there once the answers are on the page.
  const loaded = question.data !== undefined;
  useEffect(() => {
    if (loaded && location.hash === '#answers') document.getElementById('answers')?.scrollIntoView();
  }, [loaded, location.hash]);

  const back = (
    <Link
      to="/community"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All questions
    </Link>
  );

  let content;
  if (question.isPending) {
    content = (
      <div className="flex justify-center py-20">
        <Spinner label="Loading question" />
      </div>
    );
  } else if (question.error instanceof ApiError && question.error.status === 404) {
    content = (
      <EmptyState icon={<SearchX aria-hidden />} title="Question not found">
        It may have been deleted by its author, or the link is wrong.
      </EmptyState>
    );
  } else if (question.error) {
    content = <ErrorPanel title="Error loading the question" message={question.error.message} retry={question} />;
  } else {
    const data = question.data;
    const count = data.answers.length;
    content = (
      <>
        <QuestionView question={data} />
        <section id="answers" aria-labelledby="answers-heading" className="mt-10 scroll-mt-20">
          <h2 id="answers-heading" className="text-xl font-semibold">
            {count} {count === 1 ? 'Answer' : 'Answers'}
          </h2>
          {count > 0 ? (
            <ul className="mt-4 grid gap-4">
              {data.answers.map((answer) => (
                <AnswerItem key={answer.id} question={data} answer={answer} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted-foreground">No answers yet. Know the answer? Share it below.</p>
          )}
        </section>
        <section aria-label="Answer this question" className="mt-8 rounded-xl border border-border bg-card p-4 sm:p-5">
          {user ? (
            <AnswerForm
              label="Your Answer"
              codeLanguages={data.tags}
              submitLabel="Post Your Answer"
              pending={createAnswer.isPending}
              onSubmit={(body) =>
                createAnswer.mutateAsync({ body }).then(
                  () => {
                    toast({ title: 'Answer posted', variant: 'success' });
                    return true;
                  },
                  (error: Error) => {
                    toast({ title: 'Error', description: error.message, variant: 'destructive' });
                    return false;
                  },
                )
              }
            />
          ) : (
            <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-muted-foreground">Sign in to answer this question or vote on it.</p>
              <SignInLink>Sign in to answer</SignInLink>
            </div>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      {back}
      <div className="mt-4">{content}</div>
    </div>
  );
}

export default QuestionPage;
