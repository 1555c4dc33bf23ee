import { learningButtonLabel } from '@hammurabi/shared';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/state-panels';
import { useAuth } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLearningPath } from '../api/get-learning-path';
import { ModuleList } from '../components/module-list';
import { PathBadges, PathTags, ProgressBar } from '../components/path-badges';

/** /learning/{pathId}: the path, its modules with their status, and the way to the next one. */
export function PathPage() {
  const { pathId = '' } = useParams();
  const { user } = useAuth();
  const path = useLearningPath(pathId);
  useDocumentTitle(path.data?.title ?? 'Learning Path');

  if (path.isPending) return <Spinner label="Loading the path" className="justify-self-center py-16" />;
  if (path.error) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ErrorPanel
          title="This path could not be loaded"
          message={path.error.message}
          retry={path}
          action={
            <Button asChild variant="outline">
              <Link to="/learning">All learning paths</Link>
            </Button>
          }
        />
      </div>
    );
  }
  const data = path.data;
  const target = data.next_module_id ?? data.modules[0]?.id;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <Link to="/learning" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-primary">
        <ArrowLeft className="size-4" aria-hidden />
        All learning paths
      </Link>
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{data.title}</h1>
        <p className="text-muted-foreground">{data.description}</p>
        <PathBadges difficulty={data.difficulty} duration={data.duration} />
        <PathTags tags={data.tags} />
        <ProgressBar value={data.progress} label={`${data.title} progress`} />
        <div className="flex flex-wrap gap-2">
          {target ? (
            <Button asChild>
              <Link to={`/learning/${data.id}/${target}`}>{learningButtonLabel(data.progress)}</Link>
            </Button>
          ) : null}
          {data.tutorial_route ? (
            <Button asChild variant="outline">
              <Link to={data.tutorial_route}>
                <BookOpen aria-hidden />
                Read as a tutorial
              </Link>
            </Button>
          ) : null}
        </div>
        {user ? null : (
          <p className="text-sm text-muted-foreground">
            <Link
              to="/login"
              state={{ from: `/learning/${data.id}` }}
              className="font-medium text-primary hover:underline"
            >
              Sign in
            </Link>{' '}
            to save your progress.
          </p>
        )}
      </header>
      <section className="grid gap-3" aria-labelledby="modules-heading">
        <h2 id="modules-heading" className="text-xl font-semibold">
          Modules
        </h2>
        <ModuleList pathId={data.id} modules={data.modules} nextModuleId={data.next_module_id} />
      </section>
    </div>
  );
}
