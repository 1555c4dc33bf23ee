import { matchesProjectSearch } from '@hammurabi/shared';
import { Compass, FolderOpen, LogIn, Plus, Search, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SignInLink } from '@/components/auth/session-ready';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type ProjectScope, useProjects } from '@/lib/api/projects/get-projects';
import { ProjectCard } from '../components/project-card';
import { EmptyState, ErrorPanel } from '@/components/ui/state-panels';
import { useErrorToast } from '@/lib/use-error-toast';

const SEARCH_DELAY_MS = 250;

/** "My Projects" plus an Explore tab of everyone's public projects; visitors get Explore only. */
export function ProjectsPage() {
  const { user } = useAuth();
  const visitor = !user;
  useDocumentTitle(visitor ? 'Explore Projects' : 'My Projects');
  const [params, setParams] = useSearchParams();
  const scope: ProjectScope = visitor || params.get('tab') === 'explore' ? 'public' : 'mine';
  const [term, setTerm] = useState(params.get('q') ?? '');
  const [query, setQuery] = useState(term.trim());

  const urlQuery = params.get('q') ?? '';
  useEffect(() => {
    const wanted = term.trim();
    if (wanted === query) return;
    const timer = setTimeout(() => setQuery(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, query]);

  // Keep the search in the address (shareable, survives a reload) without adding history entries.
  useEffect(() => {
    if (query === urlQuery) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [query, urlQuery, setParams]);

  const projects = useProjects({ scope, q: query });
  const { error } = projects;

  useErrorToast(error, 'Error fetching projects');

  const items = error ? [] : (projects.data?.pages.flat() ?? []).filter((item) => matchesProjectSearch(item, query));

  const selectTab = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'explore') next.set('tab', 'explore');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{visitor ? 'Explore Projects' : 'My Projects'}</h1>
          <p className="mt-1 text-muted-foreground">
            {visitor
              ? 'Public projects people share: open one to read its code and reviews.'
              : 'Your code, organised into projects you can share and review.'}
          </p>
        </div>
        {visitor ? (
          <Button asChild variant="outline">
            <SignInLink>
              <LogIn aria-hidden />
              Sign in to create projects
            </SignInLink>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/projects/new">
              <Plus aria-hidden />
              New Project
            </Link>
          </Button>
        )}
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {visitor ? (
          <span />
        ) : (
          <Tabs value={scope === 'public' ? 'explore' : 'mine'} onValueChange={selectTab}>
            <TabsList aria-label="Which projects">
              <TabsTrigger value="mine">
                <FolderOpen aria-hidden />
                Mine &amp; shared
              </TabsTrigger>
              <TabsTrigger value="explore">
                <Compass aria-hidden />
                Explore public
              </TabsTrigger>
            </TabsList>
          </Tabs>
        )}
        <div className="relative w-full sm:max-w-xs">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Search projects..."
            aria-label="Search projects"
            className="pl-9"
          />
        </div>
      </div>

      <div className="mt-6">
        {projects.isPending ? (
          <div className="flex justify-center py-20">
            <Spinner label="Loading projects" />
          </div>
        ) : error ? (
          <ErrorPanel
            title="Error Loading Projects"
            message={error.message || 'Failed to fetch projects.'}
            retry={projects}
          />
        ) : items.length === 0 ? (
          query ? (
            <EmptyState icon={<SearchX aria-hidden />} title="No Projects Match Your Search">
              Nothing matches “{query}” in a title, description or language. Try another word.
            </EmptyState>
          ) : scope === 'public' ? (
            <EmptyState icon={<Compass aria-hidden />} title="No Public Projects Yet">
              When someone makes a project public, it shows up here.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<FolderOpen aria-hidden />}
              title="No Projects Yet"
              action={
                <Button asChild>
                  <Link to="/projects/new">
                    <Plus aria-hidden />
                    Create Your First Project
                  </Link>
                </Button>
              }
            >
              Projects hold your code files. Create one to start writing and reviewing code.
            </EmptyState>
          )
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Projects">
              {items.map((project) => (
                <ProjectCard key={project.id} project={project} showOwner={scope === 'public'} />
              ))}
            </ul>
            {projects.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void projects.fetchNextPage()}
                  disabled={projects.isFetchingNextPage}
                >
                  {projects.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

export default ProjectsPage;
