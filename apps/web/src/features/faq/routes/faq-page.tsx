import { countLabel } from '@hammurabi/shared';
import type { ContentPage } from '@hammurabi/content';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Input } from '@/components/ui/input';
import { SubsectionAccordion } from '@/components/content/content-sections';
import { useScrollToHash } from '@/components/content/use-hash';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContentHtml } from '@/components/content/content-html';
import { paths } from '@/lib/paths';

function matches(term: string, ...texts: string[]): boolean {
  return texts.some((text) => text.toLowerCase().includes(term));
}

/** The FAQ: categories General, Usage and Troubleshooting, filtered by a search box. */
export function FaqPage({ page }: { page: ContentPage }) {
  useDocumentTitle(page.title);
  useScrollToHash();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const term = query.trim().toLowerCase();
  const categories = page.sections
    .map((section) => ({
      ...section,
      subsections: term
        ? section.subsections.filter((item) => matches(term, item.title, item.markdown))
        : section.subsections,
    }))
    .filter((section) => section.subsections.length > 0);
  const count = categories.reduce((total, section) => total + section.subsections.length, 0);

  return (
    <article>
      <PageHeader title={page.title} lead={page.description} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {page.intro ? <ContentHtml className="mb-8 text-muted-foreground" html={page.introHtml} /> : null}
        <div role="search" className="relative">
          <label htmlFor={inputId} className="sr-only">
            Search the FAQ
          </label>
          <Search className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search questions and answers…"
            className="pl-9"
          />
        </div>
        <p className="sr-only" aria-live="polite">
          {term ? countLabel(count, 'question matches', 'questions match') : ''}
        </p>
        {categories.length === 0 ? (
          <div className="mt-10 flex flex-col items-center gap-3 text-center text-muted-foreground">
            <p>No results found for "{query.trim()}". Try a different search term.</p>
            <Link
              to={paths.search(query.trim())}
              className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
            >
              <Search className="size-4" aria-hidden />
              Search the whole site for "{query.trim()}"
            </Link>
          </div>
        ) : (
          <div className="mt-10 space-y-12">
            {categories.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold tracking-tight">
                  {section.title}
                </h2>
                <SubsectionAccordion items={section.subsections} single={false} />
              </section>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
