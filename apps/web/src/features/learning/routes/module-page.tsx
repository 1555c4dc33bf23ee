import type { LearningModuleDetail } from '@hammurabi/shared';
import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ContentHtml } from '@/components/content/content-html';
import { ModuleTypeLabel } from '@/components/content/module-type';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useSyncTimeZone } from '@/lib/time-zone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLearningModule } from '../api/get-learning-module';
import { useRecordProgress } from '../api/record-progress';
import { ExercisePanel } from '../components/exercise-panel';
import { QuizPanel } from '../components/quiz-panel';
import { ReviewRequestPanel } from '../components/review-request-panel';

/** Marks a module started the first time a signed-in learner opens it. */
function useMarkStarted(module: LearningModuleDetail | undefined, signedIn: boolean) {
  const record = useRecordProgress();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!module || !signedIn || module.status !== 'not_started' || marked.current === module.id) return;
    marked.current = module.id;
    record.mutate({ module_id: module.id, status: 'started' });
  }, [module, signedIn, record]);
}

function ReadingFooter({ module, signedIn }: { module: LearningModuleDetail; signedIn: boolean }) {
  const record = useRecordProgress();
  if (module.status === 'completed') {
    return (
      <p role="status" className="flex items-center gap-2 font-medium">
        <CheckCircle2 className="size-5 text-success" aria-hidden />
        Completed
      </p>
    );
  }
  if (!signedIn) return <p className="text-sm text-muted-foreground">Sign in to save your progress.</p>;
  return (
    <div className="grid gap-2">
      <Button
        className="justify-self-start"
        disabled={record.isPending}
        onClick={() => record.mutate({ module_id: module.id, status: 'completed' })}
      >
        <CheckCircle2 aria-hidden />
        Mark as complete
      </Button>
      {record.error ? (
        <p role="alert" className="text-sm text-destructive">
          {record.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** /learning/{pathId}/{moduleId}: the lesson, quiz or exercise, then the way on. */
export function ModulePage() {
  const { pathId = '', moduleId = '' } = useParams();
  const { user } = useAuth();
  const signedIn = user !== null;
  const query = useLearningModule(moduleId);
  useDocumentTitle(query.data?.title ?? 'Learning Module');
  useSyncTimeZone();
  useMarkStarted(query.data, signedIn);

  if (query.isPending) return <Spinner label="Loading the module" className="justify-self-center py-16" />;
  if (query.error) {
    // Asking again will not make a missing module appear: no Retry then.
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ErrorPanel
          title={missing ? 'Module not found' : 'This module could not be loaded'}
          message={missing ? 'This path has no such module; the link may be out of date.' : query.error.message}
          retry={missing ? undefined : query}
          action={
            <Button asChild variant="outline">
              <Link to={`/learning/${pathId}`}>Back to the path</Link>
            </Button>
          }
        />
      </div>
    );
  }
  const module = query.data;
  const checked = module.type === 'quiz' || module.type === 'exercise';
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <Link
        to={`/learning/${module.path_id}`}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {module.path_title}
      </Link>
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          Module {module.position + 1} · <ModuleTypeLabel type={module.type} /> · {module.minutes} min
          {module.status === 'completed' ? ' · Completed' : ''}
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{module.title}</h1>
        {module.lesson_route ? (
          <Link to={module.lesson_route} className="text-sm text-primary hover:underline">
            Open this lesson in the tutorials
          </Link>
        ) : null}
      </header>
      <ContentHtml html={module.content_html} />
      {module.exercise ? <ExercisePanel key={module.id} module={module} signedIn={signedIn} /> : null}
      {module.exercise && signedIn ? <ReviewRequestPanel key={`review-${module.id}`} module={module} /> : null}
      {module.quiz ? <QuizPanel key={module.id} module={module} signedIn={signedIn} /> : null}
      {checked ? null : <ReadingFooter module={module} signedIn={signedIn} />}
      <nav className="flex flex-wrap justify-between gap-2 border-t border-border pt-4" aria-label="Modules">
        {module.previous_module_id ? (
          <Button asChild variant="outline">
            <Link to={`/learning/${module.path_id}/${module.previous_module_id}`}>
              <ArrowLeft aria-hidden />
              Previous module
            </Link>
          </Button>
        ) : (
          <span />
        )}
        {module.next_module_id ? (
          <Button asChild variant={module.status === 'completed' ? 'primary' : 'outline'}>
            <Link to={`/learning/${module.path_id}/${module.next_module_id}`}>
              Next module
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={`/learning/${module.path_id}`}>Back to the path</Link>
          </Button>
        )}
      </nav>
    </div>
  );
}
