import { Filter, GraduationCap, Lightbulb, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginRedirectState } from '@/components/auth/require-auth';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorPanel } from '@/components/ui/state-panels';
import { useAuth } from '@/lib/auth/use-auth';
import { useUserRole } from '@/lib/auth/use-role';
import { useSyncTimeZone } from '@/lib/time-zone';
import { useLearningPaths } from '../api/get-learning-paths';
import { LearningHeading } from '../components/learning-heading';
import { PathCard } from '../components/path-card';
import { PathFilters, type PathFilterValues } from '../components/path-filters';
import { PathSuggestionsPanel } from '../components/path-suggestions-panel';
import { SuggestPathDialog } from '../components/suggest-path-dialog';

const FILTER_KEYS = ['language', 'difficulty', 'tag', 'status'] as const;

/** /learning's screen: the learning paths with the learner's progress, filters in the address, Suggest a Path. */
export function LearningScreen() {
  useSyncTimeZone();
  const { user } = useAuth();
  const { has } = useUserRole();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paths = useLearningPaths();
  const values: PathFilterValues = {
    language: params.get('language') ?? '',
    difficulty: params.get('difficulty') ?? '',
    tag: params.get('tag') ?? '',
    status: user ? (params.get('status') ?? '') : '',
  };
  const active = FILTER_KEYS.filter((key) => values[key] !== '').length;
  const [filtersOpen, setFiltersOpen] = useState(active > 0);
  const [suggesting, setSuggesting] = useState(false);

  const setFilter = (key: keyof PathFilterValues, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const openSuggest = () => {
    if (user) return setSuggesting(true);
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    void navigate('/login', { state });
  };

  const all = paths.data ?? [];
  const tags = [...new Set(all.flatMap((path) => path.tags))].sort();
  const shown = all.filter(
    (path) =>
      // A path teaches a language when it is among its tags (the tracks and the paths that use it).
      (!values.language || path.tags.includes(values.language)) &&
      (!values.difficulty || path.difficulty === values.difficulty) &&
      (!values.tag || path.tags.includes(values.tag)) &&
      (!values.status || path.status === values.status),
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <LearningHeading />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            aria-expanded={filtersOpen}
            aria-controls="learning-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <Filter aria-hidden />
            Filter{active > 0 ? ` (${active})` : ''}
          </Button>
          <Button onClick={openSuggest}>
            <Lightbulb aria-hidden />
            Suggest a Path
          </Button>
        </div>
      </header>
      {filtersOpen ? (
        <div id="learning-filters">
          <PathFilters values={values} tags={tags} signedIn={user !== null} onChange={setFilter} />
        </div>
      ) : null}
      {paths.isPending ? (
        <Spinner label="Loading learning paths" className="justify-self-center py-12" />
      ) : paths.error ? (
        <ErrorPanel title="Learning paths could not be loaded" message={paths.error.message} retry={paths} />
      ) : all.length === 0 ? (
        <EmptyState icon={<GraduationCap aria-hidden />} title="No learning paths yet" />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden />}
          title="No path matches these filters"
          action={
            <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Learning paths">
          {shown.map((path) => (
            <PathCard key={path.id} path={path} />
          ))}
        </ul>
      )}
      {has('staff') ? <PathSuggestionsPanel /> : null}
      <SuggestPathDialog open={suggesting} onOpenChange={setSuggesting} />
    </div>
  );
}
