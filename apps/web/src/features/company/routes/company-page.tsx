import { findCompanyPage, type CompanyPage as CompanyPageData } from '@hammurabi/content';
import { PageHeader } from '@/components/layout/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** One of the About, Careers, Contact, Privacy Policy and Terms of Service pages. */
export function CompanyPage({ slug }: { slug: CompanyPageData['slug'] }) {
  const page = findCompanyPage(slug);
  useDocumentTitle(page?.title ?? '');
  if (!page) return null;
  return (
    <article>
      <PageHeader title={page.title} lead={page.summary} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6">
        {page.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 leading-7 text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="text-sm text-muted-foreground">Last updated {page.updated}.</p>
      </div>
    </article>
  );
}
