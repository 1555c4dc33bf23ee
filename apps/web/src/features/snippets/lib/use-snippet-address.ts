import { SNIPPET_CATEGORIES, SNIPPET_LANGUAGES, type SnippetCategory, type SnippetLanguage } from '@hammurabi/shared';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type SetURLSearchParams, useSearchParams } from 'react-router';
import type { SnippetFilters } from '../api/get-snippets';

/** How long typing must pause before the search goes into the address. */
export const SEARCH_DELAY_MS = 250;

/** The filters other than the search text, each one parameter of the address. */
export type SnippetFilterKey = 'language' | 'category' | 'tag' | 'mine';

function pick<T extends string>(value: string | null, choices: Record<T, string>): T | '' {
  return value !== null && value in choices ? (value as T) : '';
}

function withParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  if (value) params.set(key, value);
  else params.delete(key);
  return params;
}

/**
 * The snippet list's search and filters, kept in the address so a view can be shared. Typing
 * goes into the address after a pause; picking a filter writes the box's text with it at once,
 * so both hold whatever the person did last. (The debounced write once used the router's setter
 * of an earlier render, whose idea of the address predated the filter just picked, and dropped it.)
 */
export function useSnippetAddress(signedIn: boolean) {
  const [params, setParams] = useSearchParams();
  const filters: SnippetFilters = {
    q: params.get('q') ?? '',
    language: pick<SnippetLanguage>(params.get('language'), SNIPPET_LANGUAGES),
    category: pick<SnippetCategory>(params.get('category'), SNIPPET_CATEGORIES),
    tag: params.get('tag') ?? '',
    mine: signedIn && params.get('mine') === 'true',
  };
  const [term, setTerm] = useState(filters.q);

  // The router's setter reads the address of the render that made it: a timer must call the newest.
  const latestSetParams = useRef<SetURLSearchParams>(setParams);
  useLayoutEffect(() => {
    latestSetParams.current = setParams;
  });

  // A search put in the address from elsewhere (a tag link, Back) replaces what the box shows.
  const written = useRef(filters.q);
  useEffect(() => {
    if (filters.q === written.current) return;
    written.current = filters.q;
    setTerm(filters.q);
  }, [filters.q]);

  useEffect(() => {
    const wanted = term.trim();
    if (wanted === filters.q) return;
    const timer = setTimeout(() => {
      written.current = wanted;
      latestSetParams.current((current) => withParam(new URLSearchParams(current), 'q', wanted), { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, filters.q]);

  /** Sets one filter, and the search as the box shows it now, in one change of the address. */
  const setFilter = (key: SnippetFilterKey, value: string) => {
    const wanted = term.trim();
    written.current = wanted;
    setParams((current) => withParam(withParam(new URLSearchParams(current), key, value), 'q', wanted), {
      replace: true,
    });
  };

  return { filters, term, setTerm, setFilter };
}
