import type { ContentPage } from '@hammurabi/content';
import { tutorialOutline } from '@hammurabi/content/tutorial-outline';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContentHtml } from '@/components/content/content-html';

/** /tutorials: the four path cards. */
export function TutorialsHubPage({ page }: { page: ContentPage }) {
  useDocumentTitle(page.title);
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        {page.intro ? <ContentHtml className="mb-10 text-muted-foreground" html={page.introHtml} /> : null}
        <h2 className="sr-only">Learning paths</h2>
        <ul className="grid gap-5 md:grid-cols-2">
          {tutorialOutline.map((path) => (
            <li key={path.level}>
              <Link
                to={path.route}
                className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm transition-colors hover:border-primary/60"
              >
                <h3 className="flex items-center gap-2 text-xl font-semibold">
                  <GraduationCap className="size-5 text-primary" aria-hidden />
                  {path.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{path.summary}</p>
                <p className="mt-3 text-sm">
                  <span className="font-medium">For you if:</span> {path.audience}
                </p>
                <p className="mt-auto flex items-center justify-between pt-5 text-sm font-medium text-primary">
                  {path.lessons.length} lessons
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
