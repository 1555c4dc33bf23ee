import type { ContentPage } from '@hammurabi/content';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContentSections } from '@/components/content/content-sections';
import { TableOfContents } from './table-of-contents';
import { useScrollToHash } from '@/components/content/use-hash';
import { ContentHtml } from '@/components/content/content-html';

/**
 * A written page: title, intro and sections in the page's layout. Article pages get a table of
 * contents that follows scrolling; `children` adds page-specific parts after the sections.
 */
export function ContentPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  useDocumentTitle(page.title);
  useScrollToHash();
  const withToc = page.layout === 'article' && page.sections.length > 2;
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} />
      <div
        className={
          withToc
            ? 'mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)]'
            : 'mx-auto max-w-4xl px-4 py-12 sm:px-6'
        }
      >
        {withToc ? (
          <aside className="hidden lg:block">
            <div className="sticky top-24 max-h-[calc(100dvh-8rem)] overflow-y-auto pr-2">
              <TableOfContents sections={page.sections} />
            </div>
          </aside>
        ) : null}
        <div className="min-w-0 max-w-3xl">
          {page.intro ? <ContentHtml className="mb-10 text-lg text-muted-foreground" html={page.introHtml} /> : null}
          <ContentSections sections={page.sections} layout={page.layout} />
          {children}
        </div>
      </div>
    </article>
  );
}
