import { COMMUNITY_TEXTS, QUESTION_SORTS, type QuestionSort } from '@hammurabi/shared';
import { MessagesSquare, Search, SearchX, Tags, X } from 'lucide-react';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorPanel } from '@/components/ui/state-panels';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useQuestions } from '../api/get-questions';
import { AskQuestionDialog } from '../components/ask-question-dialog';
import { CommunityHeading } from '../components/community-heading';
import { QuestionCard } from '../components/question-card';

const SEARCH_DELAY_MS = 250;

const tabLabels: Partial<Record<QuestionSort, string>> = {
  relevance: 'Best match',
  newest: 'Newest',
  votes: 'Votes',
  unanswered: 'Unanswered',
};

const isSort = (value: string | null): value is QuestionSort =>
  value !== null && (QUESTION_SORTS as readonly string[]).includes(value);

/** /community's screen: search, sort tabs, tag filter, question cards with load more, and Ask Question. */
export function CommunityScreen() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  const requestedSort = params.get('sort');
  const sort: QuestionSort = isSort(requestedSort) ? requestedSort : query ? 'relevance' : 'newest';
  const [term, setTerm] = useState(query);
  // A link (a tag, the navigation) may change the search in the address: the box follows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    if (term.trim() !== query) setTerm(query);
  }

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The search waits for a pause in typing, then lives in the address (shareable, survives reload).
  // A link followed meanwhile wins: writing the address then would cancel that navigation, so
  // the pending search is dropped on any link click and not started while a screen loads.
  const navigating = useNavigation().state !== 'idle';
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const wanted = term.trim();
    if (wanted === query || navigating) return;
    pendingSearch.current = setTimeout(() => update({ q: wanted || null, sort: null }), SEARCH_DELAY_MS);
    return () => clearTimeout(pendingSearch.current);
  }, [term, query, update, navigating]);
  const dropPendingSearch = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) clearTimeout(pendingSearch.current);
  };

  const questions = useQuestions({ q: query, tag: tag || undefined, sort });
  const items = questions.data?.pages.flat() ?? [];
  const tabs = (
    query ? ['relevance', 'newest', 'votes', 'unanswered'] : ['newest', 'votes', 'unanswered']
  ) as QuestionSort[];

  let results;
  if (questions.isPending) {
    results = (
      <div className="flex justify-center py-20">
        <Spinner label="Loading questions" />
      </div>
    );
  } else if (questions.error) {
    results = <ErrorPanel title="Error loading questions" message={questions.error.message} retry={questions} />;
  } else if (items.length === 0) {
    results = query ? (
      <EmptyState icon={<SearchX aria-hidden />} title="No results">
        {COMMUNITY_TEXTS.noMatches(query)}
      </EmptyState>
    ) : (
      <EmptyState icon={<MessagesSquare aria-hidden />} title="Nothing here yet">
        {COMMUNITY_TEXTS.empty}
      </EmptyState>
    );
  } else {
    results = (
      <>
        <ul className="grid gap-4" aria-label="Questions">
          {items.map((question) => (
            <QuestionCard key={question.id} question={question} />
          ))}
        </ul>
        {questions.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              onClick={() => void questions.fetchNextPage()}
              disabled={questions.isFetchingNextPage}
            >
              {questions.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10" onClickCapture={dropPendingSearch}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <CommunityHeading />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/community/tags">
              <Tags aria-hidden />
              Browse tags
            </Link>
          </Button>
          <AskQuestionDialog prefill={params.get('ask')?.slice(0, 150) ?? null} />
        </div>
      </div>

      <Tabs value={sort} onValueChange={(value) => update({ sort: value })}>
        <div className="mt-8 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <TabsList aria-label="Sort questions">
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value}>
                {tabLabels[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="relative w-full md:max-w-sm">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder="Search questions..."
              aria-label="Search questions"
              className="pl-9"
            />
          </div>
        </div>

        {tag ? (
          <div className="mt-4 flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">Tagged</span>
            <span className="rounded-full bg-primary/10 px-2.5 py-0.5 font-medium">{tag}</span>
            <Button variant="ghost" size="sm" onClick={() => update({ tag: null })}>
              <X aria-hidden />
              Clear tag filter
            </Button>
          </div>
        ) : null}

        <TabsContent value={sort} className="mt-6">
          {results}
        </TabsContent>
      </Tabs>
    </div>
  );
}
