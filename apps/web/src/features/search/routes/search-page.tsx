import { countLabel } from '@hammurabi/shared';
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Snippet } from '@/components/search/snippet';
import { kindLabels, useSiteSearch } from '@/components/search/use-site-search';

/** /search?q=: every result for a query, ranked, with highlighted snippets. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  // A new query in the address (e.g. from the header search) replaces what is in the box.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }
  const inputId = useId();
  const { results, ready, prepare } = useSiteSearch(query, 50);
  useDocumentTitle(query ? `Search: ${query}` : 'Search');
  useEffect(prepare, [prepare]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <div>
      <PageHeader title="Search" lead="Find any page, section, FAQ answer, tutorial or article.">
        <form role="search" onSubmit={submit} className="mt-6 flex max-w-2xl gap-2">
          <label htmlFor={inputId} className="sr-only">
            Search the site
          </label>
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
            <Input
              id={inputId}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className="pl-9"
              placeholder="Search guides, FAQ, tutorials…"
            />
          </div>
          <Button type="submit">Search</Button>
        </form>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h2 className="text-lg font-semibold" aria-live="polite">
          {!query
            ? 'Type a word or phrase to search.'
            : !ready
              ? 'Searching…'
              : results.length === 0
                ? `No results for "${query}".`
                : `${countLabel(results.length, 'result')} for "${query}"`}
        </h2>
        <ol className="mt-6 space-y-4">
          {results.map((hit) => (
            <li key={hit.id} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <p className="text-xs text-muted-foreground">
                {kindLabels[hit.kind]}
                {hit.parent ? ` · ${hit.parent}` : ''}
              </p>
              <h3 className="mt-1 font-semibold">
                <Link to={hit.url} className="text-primary hover:underline">
                  {hit.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">
                <Snippet parts={hit.snippet} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
