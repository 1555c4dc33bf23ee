import {
  countLabel,
  displayName,
  formatRelativeTime,
  type Project,
  PROJECT_FRAMEWORKS,
  projectPolicy,
  canDeleteOwnerlessProject,
} from '@hammurabi/shared';
import { Calendar, Code2, GitFork, Globe, Layers, Lock, LogIn, Star, Trash2, User } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SignInLink } from '@/components/auth/session-ready';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { useUserRole } from '@/lib/auth/use-role';
import { toast } from '@/lib/toast';
import { useDeleteProject } from '../api/delete-project';
import { useForkProject } from '../api/fork-project';
import { useSetProjectStar } from '../api/star-project';
import { EditProjectDialog } from './edit-project-dialog';
import { projectLanguageLabel } from './project-card';
import { paths } from '@/lib/paths';

function personName(user: Project['owner']): string {
  return displayName(user);
}

/** The project's header: details, counts and the actions the user may take. */
export function ProjectSummary({ project }: { project: Project }) {
  const navigate = useNavigate();
  const star = useSetProjectStar(project.id);
  const fork = useForkProject(project.id);
  const removal = useDeleteProject(project.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const visitor = !useAuth().user;
  // A public project of a deleted account has no owner: administrators may delete it (decision 111).
  const ownerless = project.owner === null;
  const admin = useUserRole().has('admin');
  const canDelete = projectPolicy.canDelete(project) || canDeleteOwnerlessProject(ownerless, admin);
  const framework = project.framework
    ? (PROJECT_FRAMEWORKS[project.framework as keyof typeof PROJECT_FRAMEWORKS] ?? project.framework)
    : null;

  const onFork = () =>
    fork.mutate(undefined, {
      onSuccess: (copy) => {
        toast({ title: 'Project forked', description: `Created "${copy.title}".`, variant: 'success' });
        void navigate(paths.project(copy.id));
      },
      onError: (error) => toast({ title: 'Error forking project', description: error.message, variant: 'destructive' }),
    });

  const onDelete = () =>
    removal.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Project deleted', description: `"${project.title}" was deleted.` });
        void navigate('/projects', { replace: true });
      },
      onError: (error) =>
        toast({ title: 'Error deleting project', description: error.message, variant: 'destructive' }),
    });

  return (
    <section aria-labelledby="project-title" className="grid gap-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="project-title" className="text-3xl font-bold tracking-tight break-words">
              {project.title}
            </h1>
            <Badge variant={project.visibility === 'public' ? 'success' : 'secondary'}>
              {project.visibility === 'public' ? <Globe aria-hidden /> : <Lock aria-hidden />}
              {project.visibility === 'public' ? 'Public' : 'Private'}
            </Badge>
            {project.role && project.role !== 'owner' ? <Badge variant="outline">You are {project.role}</Badge> : null}
          </div>
          {project.forked_from ? (
            <p className="mt-1 text-sm text-muted-foreground">
              Forked from{' '}
              <Link className="text-primary hover:underline" to={paths.project(project.forked_from.id)}>
                {project.forked_from.title}
              </Link>
            </p>
          ) : null}
          <p className="mt-3 max-w-3xl whitespace-pre-line break-words text-muted-foreground">
            {project.description || 'No description.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap lg:justify-end">
          {visitor ? (
            <VisitorCounts project={project} />
          ) : (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-pressed={project.starred}
                onClick={() =>
                  star.mutate(!project.starred, {
                    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
                  })
                }
                disabled={star.isPending}
              >
                <Star className={project.starred ? 'fill-current text-warning' : undefined} aria-hidden />
                {project.starred ? 'Starred' : 'Star'}
                <span className="rounded bg-muted px-1.5 text-xs tabular-nums">{project.star_count}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={onFork} disabled={fork.isPending}>
                <GitFork aria-hidden />
                Fork
                <span className="rounded bg-muted px-1.5 text-xs tabular-nums">{project.fork_count}</span>
              </Button>
            </>
          )}
          {projectPolicy.canEditDetails(project) ? <EditProjectDialog project={project} /> : null}
          {canDelete ? (
            <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)} className="text-destructive">
              <Trash2 aria-hidden />
              Delete
            </Button>
          ) : null}
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <div className="inline-flex items-center gap-1.5">
          <Code2 className="size-4" aria-hidden />
          <dt className="sr-only">Language</dt>
          <dd>{projectLanguageLabel(project.language)}</dd>
        </div>
        {framework ? (
          <div className="inline-flex items-center gap-1.5">
            <Layers className="size-4" aria-hidden />
            <dt className="sr-only">Framework</dt>
            <dd>{framework}</dd>
          </div>
        ) : null}
        <div className="inline-flex items-center gap-1.5">
          <User className="size-4" aria-hidden />
          <dt className="sr-only">Owner</dt>
          <dd>{personName(project.owner)}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5">
          <Calendar className="size-4" aria-hidden />
          <dt className="sr-only">Last updated</dt>
          <dd>Updated {formatRelativeTime(project.updated_at)}</dd>
        </div>
      </dl>
      {project.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {project.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this project?"
        description={`"${project.title}" and all of its files will be deleted for everyone.${ownerless ? ' Its owner deleted their account; the audit log records that you deleted it.' : ''} This cannot be undone.`}
        confirmLabel={removal.isPending ? 'Deleting…' : 'Delete project'}
        pending={removal.isPending}
        onConfirm={onDelete}
      />
    </section>
  );
}

/** Stars and forks as plain counts for visitors, who sign in to star or fork. */
function VisitorCounts({ project }: { project: Project }) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5 px-2 text-sm text-muted-foreground">
        <Star className="size-4" aria-hidden />
        {countLabel(project.star_count, 'star')}
      </span>
      <span className="inline-flex items-center gap-1.5 px-2 text-sm text-muted-foreground">
        <GitFork className="size-4" aria-hidden />
        {countLabel(project.fork_count, 'fork')}
      </span>
      <Button asChild variant="outline" size="sm">
        <SignInLink>
          <LogIn aria-hidden />
          Sign in to star or fork
        </SignInLink>
      </Button>
    </>
  );
}
