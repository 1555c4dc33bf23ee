import type { LessonPageData } from '@hammurabi/content';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLoaderData } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ContentSections } from '@/components/content/content-sections';
import { useScrollToHash } from '@/components/content/use-hash';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LessonMeta } from '../components/lesson-type';
import { ContentHtml } from '@/components/content/content-html';

// An unknown lesson is rare: its 404 view loads when needed rather than with every lesson.
const NotFoundPage = lazy(async () => ({ default: (await import('@/components/not-found-page')).NotFoundPage }));

/** /tutorials/{level}/{lesson}: one lesson with its text and code, and links to its neighbours. */
export function LessonPage() {
  // The route's loader gives the lesson's text, its path and its neighbours.
  const data = useLoaderData<LessonPageData | null>();
  useDocumentTitle(data?.lesson.title ?? 'Page not found');
  useScrollToHash();
  if (!data) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const { lesson, path, previous, next } = data;
  return (
    <article>
      <PageHeader title={lesson.title} lead={lesson.summary}>
        <div className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          <Link to={path.route} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            <ArrowLeft className="size-4" aria-hidden /> {path.title} path
          </Link>
          <LessonMeta type={lesson.type} duration={lesson.duration} />
        </div>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {lesson.intro ? <ContentHtml className="mb-10 text-lg text-muted-foreground" html={lesson.introHtml} /> : null}
        <ContentSections sections={lesson.sections} layout="sections" />
        <nav aria-label="Lessons in this path" className="mt-14 grid gap-4 border-t border-border pt-6 sm:grid-cols-2">
          {previous ? (
            <Link to={previous.route} className="rounded-lg border border-border p-4 hover:border-primary/60">
              <span className="text-xs text-muted-foreground">Previous lesson</span>
              <span className="mt-1 block font-medium">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={next.route} className="rounded-lg border border-border p-4 text-right hover:border-primary/60">
              <span className="text-xs text-muted-foreground">Next lesson</span>
              <span className="mt-1 flex items-center justify-end gap-1 font-medium">
                {next.title} <ArrowRight className="size-4" aria-hidden />
              </span>
            </Link>
          ) : (
            <Link to="/tutorials" className="rounded-lg border border-border p-4 text-right hover:border-primary/60">
              <span className="text-xs text-muted-foreground">Path complete</span>
              <span className="mt-1 block font-medium">Choose your next path</span>
            </Link>
          )}
        </nav>
      </div>
    </article>
  );
}
