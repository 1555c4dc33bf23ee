import { tutorialOutline } from '@hammurabi/content/tutorial-outline';
import { ArrowLeft, CheckCircle2, GraduationCap, Sparkles } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { NotFoundPage } from '@/components/not-found-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTutorialProgress } from '../api/get-tutorial-progress';
import { LessonMeta } from '../components/lesson-type';
import { ContentHtml } from '@/components/content/content-html';

/** /tutorials/{level}: the four items of one path, each with type and duration. */
export function TutorialPathPage() {
  const { level } = useParams();
  const path = tutorialOutline.find((item) => item.level === level);
  useDocumentTitle(path ? `${path.title} tutorials` : 'Page not found');
  const progress = useTutorialProgress(path?.route ?? '');
  if (!path) return <NotFoundPage />;
  const completed = progress.data?.completedLessons;
  return (
    <article>
      <PageHeader title={`${path.title} Tutorials`} lead={path.summary}>
        <p className="mt-4 text-sm">
          <Link to="/tutorials" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            <ArrowLeft className="size-4" aria-hidden /> All tutorial paths
          </Link>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ContentHtml className="text-muted-foreground" html={path.introHtml} />
        {progress.data?.pathId ? (
          <p className="mt-6">
            <Link
              to={`/learning/${progress.data.pathId}`}
              className="inline-flex items-center gap-2 rounded-lg border border-primary/40 bg-primary/5 px-4 py-2 text-sm font-medium text-primary hover:bg-primary/10"
            >
              <GraduationCap className="size-4" aria-hidden />
              Follow as a learning path: {progress.data.pathTitle}
            </Link>
          </p>
        ) : null}
        <h2 className="mt-10 text-2xl font-bold tracking-tight">Lessons</h2>
        <ol className="mt-5 space-y-4">
          {path.lessons.map((lesson) => (
            <li key={lesson.slug}>
              <Link
                to={lesson.route}
                className="block rounded-xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/60"
              >
                <h3 className="flex items-center gap-2 font-semibold">
                  <span>
                    <span className="text-muted-foreground">{lesson.order}.</span> {lesson.title}
                  </span>
                  {completed?.has(lesson.route) ? (
                    <CheckCircle2 className="size-5 shrink-0 text-success" aria-label="Completed" role="img" />
                  ) : null}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">{lesson.summary}</p>
                <div className="mt-3">
                  <LessonMeta type={lesson.type} duration={lesson.duration} />
                </div>
              </Link>
            </li>
          ))}
        </ol>
        <p className="mt-8 flex items-start gap-2 rounded-lg bg-muted p-4 text-sm">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          More content is coming: new lessons are added to this path regularly.
        </p>
      </div>
    </article>
  );
}
