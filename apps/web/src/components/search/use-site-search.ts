import type { ContentSearch, SearchHit } from '@hammurabi/content/search';
import { useCallback, useMemo, useState } from 'react';

let engine: Promise<ContentSearch> | undefined;

/** Loads the search index on first use only, so pages without a search stay light. */
export function loadSiteSearch(): Promise<ContentSearch> {
  engine ??= import('@hammurabi/content/search').then((module) => module.createContentSearch());
  return engine;
}

/** Ranked results for `query`; call `prepare` (e.g. on focus) to start loading the index early. */
export function useSiteSearch(query: string, limit = 8): { results: SearchHit[]; ready: boolean; prepare: () => void } {
  const [search, setSearch] = useState<ContentSearch | null>(null);
  const prepare = useCallback(() => {
    if (search) return;
    loadSiteSearch().then(setSearch, (error: unknown) => {
      engine = undefined;
      console.warn('The search index could not be loaded.', error);
    });
  }, [search]);
  const results = useMemo(() => (search ? search.search(query, { limit }) : []), [search, query, limit]);
  return { results, ready: search !== null, prepare };
}

/** A short label for the kind of a result. */
export const kindLabels: Record<SearchHit['kind'], string> = {
  page: 'Page',
  section: 'Section',
  faq: 'FAQ',
  lesson: 'Lesson',
  path: 'Tutorial path',
  article: 'Article',
};
