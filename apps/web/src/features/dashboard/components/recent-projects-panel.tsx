import { formatRelativeTime } from '@hammurabi/shared';
import { FolderGit2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { useProjects } from '@/lib/api/projects/get-projects';
import { DashboardPanel, PanelEmpty } from './panel';
import { paths } from '@/lib/paths';

const SHOWN = 5;

/** The user's most recently updated projects. */
export function RecentProjectsPanel() {
  const projects = useProjects({ scope: 'mine' });
  const recent = [...(projects.data?.pages.flat() ?? [])]
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, SHOWN);
  return (
    <DashboardPanel
      title="Recent Projects"
      icon={<FolderGit2 aria-hidden />}
      action={
        <Button asChild variant="link" size="sm">
          <Link to="/projects">View all</Link>
        </Button>
      }
    >
      {projects.isPending ? (
        <Spinner label="Loading projects" className="self-center" />
      ) : projects.error ? (
        <PanelEmpty>
          Your projects could not be loaded. <RetryButton onRetry={projects.refetch} busy={projects.isFetching} />
        </PanelEmpty>
      ) : recent.length === 0 ? (
        <PanelEmpty>
          No projects yet.{' '}
          <Link to="/projects/new" className="font-medium text-primary hover:underline">
            Create your first project
          </Link>
          .
        </PanelEmpty>
      ) : (
        <ul className="divide-y divide-border">
          {recent.map((project) => (
            <li key={project.id}>
              <Link
                to={paths.project(project.id)}
                className="flex items-center justify-between gap-3 py-2.5 text-sm hover:text-primary"
              >
                <span className="truncate font-medium">{project.title}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{formatRelativeTime(project.updated_at)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
