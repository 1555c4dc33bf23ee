import { COMMUNITY_LIMITS } from '@hammurabi/shared';
import { ArrowLeft, Search, SearchX, Tags } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorPanel } from '@/components/ui/state-panels';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTags } from '../api/get-tags';

const FILTER_DELAY_MS = 250;

/** /community/tags: every tag on the board with its question count, most used first, and a filter. */
export function TagsPage() {
  useDocumentTitle('Tags · Community Q&A');
  const [params, setParams] = useSearchParams();
  const filter = (params.get('q') ?? '').trim().toLowerCase();
  const [term, setTerm] = useState(params.get('q') ?? '');

  // The filter waits for a pause in typing, then lives in the address (shareable, survives reload).
  useEffect(() => {
    const wanted = term.trim().toLowerCase();
    if (wanted === filter) return;
    const timer = setTimeout(() => setParams(wanted ? { q: wanted } : {}, { replace: true }), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, filter, setParams]);

  const tags = useTags(filter);
  const items = tags.data?.pages.flat() ?? [];

  let results;
  if (tags.isPending) {
    results = (
      <div className="flex justify-center py-20">
        <Spinner label="Loading tags" />
      </div>
    );
  } else if (tags.error) {
    results = <ErrorPanel title="Error loading tags" message={tags.error.message} retry={tags} />;
  } else if (items.length === 0) {
    results = filter ? (
      <EmptyState icon={<SearchX aria-hidden />} title="No results">
        No tags match &ldquo;{filter}&rdquo;.
      </EmptyState>
    ) : (
      <EmptyState icon={<Tags aria-hidden />} title="No tags yet">
        Tags appear here once questions are asked.
      </EmptyState>
    );
  } else {
    results = (
      <>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" aria-label="Tags">
          {items.map(({ tag, count }) => (
            <li key={tag}>
              <Link
                to={paths.questionsTagged(tag)}
                className="flex h-full flex-col items-start gap-2 rounded-lg border border-border bg-card px-3 py-3 transition-colors hover:border-primary/60 hover:bg-primary/5 focus-visible:outline-2 focus-visible:outline-primary sm:px-4"
              >
                <span className="max-w-full rounded-full bg-primary/10 px-2.5 py-0.5 text-sm font-medium break-all">
                  {tag}
                </span>
                <span className="text-sm text-muted-foreground">
                  {count} {count === 1 ? 'question' : 'questions'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {tags.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" onClick={() => void tags.fetchNextPage()} disabled={tags.isFetchingNextPage}>
              {tags.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/community"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All questions
      </Link>
      <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Tags</h1>
          <p className="mt-1 text-muted-foreground">
            Every tag on the board, most used first. Pick one to see its questions.
          </p>
        </div>
        <div className="relative w-full md:max-w-xs">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Filter by tag name..."
            aria-label="Filter tags"
            className="pl-9"
            maxLength={COMMUNITY_LIMITS.tagMax}
          />
        </div>
      </div>
      <div className="mt-6">{results}</div>
    </div>
  );
}

export default TagsPage;
