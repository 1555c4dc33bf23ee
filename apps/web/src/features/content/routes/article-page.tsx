import { knowledgeArticles } from '@hammurabi/content/articles';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { NotFoundPage } from '@/components/not-found-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContentSections } from '@/components/content/content-sections';
import { useScrollToHash } from '@/components/content/use-hash';
import { ContentHtml } from '@/components/content/content-html';

/** A knowledge-base article at /knowledge-base/{slug}. */
export function ArticlePage() {
  const { slug } = useParams();
  const article = knowledgeArticles.find((item) => item.slug === slug);
  useDocumentTitle(article?.title ?? 'Page not found');
  useScrollToHash();
  if (!article) return <NotFoundPage />;
  return (
    <article>
      <PageHeader title={article.title} lead={article.summary}>
        <p className="mt-4 text-sm text-muted-foreground">
          <Link
            to="/knowledge-base"
            className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden /> Knowledge Base
          </Link>
          <span className="mx-2" aria-hidden>
            ·
          </span>
          {article.topic}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {article.intro ? (
          <ContentHtml className="mb-10 text-lg text-muted-foreground" html={article.introHtml} />
        ) : null}
        <ContentSections sections={article.sections} layout="sections" />
      </div>
    </article>
  );
}
