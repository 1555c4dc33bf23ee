import { SNIPPET_CATEGORIES, SNIPPET_LANGUAGES } from '@hammurabi/shared';
import { Plus, Search, SearchX, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { LoginRedirectState } from '@/components/auth/require-auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { useCreateSnippet } from '../api/create-snippet';
import { useSnippets } from '../api/get-snippets';
import { SnippetCard } from '../components/snippet-card';
import { SnippetsHeading } from '../components/snippets-heading';
import { SnippetFormDialog, type SnippetFormOutput } from '../components/snippet-form-dialog';
import { useSnippetAddress } from '../lib/use-snippet-address';
import { EmptyState, ErrorPanel } from '@/components/ui/state-panels';

/** /snippets' screen: search, language and category filters (kept in the address), cards, Add Snippet. */
export function SnippetsScreen() {
  const { user } = useAuth();
  const location = useLocation();
  const { filters, term, setTerm, setFilter } = useSnippetAddress(user !== null);
  const [adding, setAdding] = useState(false);
  const create = useCreateSnippet();

  const snippets = useSnippets(filters);
  const items = snippets.data?.pages.flat() ?? [];

  const add = (values: SnippetFormOutput) =>
    create.mutate(values, {
      onSuccess: () => {
        setAdding(false);
        toast({ title: 'Success!', description: 'Your code snippet has been added.', variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: error.message || 'An unexpected error occurred.',
          variant: 'destructive',
        }),
    });

  const loginState: LoginRedirectState = { from: `${location.pathname}${location.search}` };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SnippetsHeading />
        {user ? (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add Snippet
          </Button>
        ) : (
          <Button asChild>
            <Link to="/login" state={loginState}>
              <Plus aria-hidden />
              Sign in to add a snippet
            </Link>
          </Button>
        )}
      </div>

      <div className="mt-8 grid gap-3 sm:grid-cols-[1fr_auto_auto] lg:grid-cols-[1fr_12rem_12rem_auto]" role="search">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Search snippets..."
            aria-label="Search snippets"
            className="pl-9"
          />
        </div>
        <NativeSelect
          aria-label="Language"
          value={filters.language}
          onChange={(event) => setFilter('language', event.target.value)}
        >
          <option value="">All languages</option>
          {Object.entries(SNIPPET_LANGUAGES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Category"
          value={filters.category}
          onChange={(event) => setFilter('category', event.target.value)}
        >
          <option value="">All categories</option>
          {Object.entries(SNIPPET_CATEGORIES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        {user ? (
          <NativeSelect
            aria-label="Whose snippets"
            value={filters.mine ? 'true' : ''}
            onChange={(event) => setFilter('mine', event.target.value)}
            className="sm:col-span-3 lg:col-span-1"
          >
            <option value="">Everyone&apos;s</option>
            <option value="true">Only mine</option>
          </NativeSelect>
        ) : null}
      </div>
      {filters.tag ? (
        <div className="mt-3 flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Tagged</span>
          <span className="rounded-full bg-muted px-2 py-0.5">#{filters.tag}</span>
          <Button variant="ghost" size="sm" onClick={() => setFilter('tag', '')} aria-label="Clear the tag filter">
            <X aria-hidden />
            Clear
          </Button>
        </div>
      ) : null}

      <div className="mt-6" aria-live="polite" aria-busy={snippets.isFetching}>
        {snippets.isPending ? (
          <div className="flex justify-center py-20">
            <Spinner label="Loading snippets" />
          </div>
        ) : snippets.error ? (
          <ErrorPanel
            title="Error fetching snippets"
            message={snippets.error.message || 'An unexpected error occurred.'}
            retry={snippets}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={<SearchX aria-hidden />} title="No snippets found">
            No snippets match your criteria. Try adjusting filters or add a new one!
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Snippets">
              {items.map((snippet) => (
                <SnippetCard key={snippet.id} snippet={snippet} />
              ))}
            </ul>
            {snippets.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void snippets.fetchNextPage()}
                  disabled={snippets.isFetchingNextPage}
                >
                  {snippets.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>

      {user ? (
        <SnippetFormDialog open={adding} onOpenChange={setAdding} pending={create.isPending} onSubmit={add} />
      ) : null}
    </div>
  );
}
