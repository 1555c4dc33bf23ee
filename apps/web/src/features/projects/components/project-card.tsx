import { countLabel, displayName, formatRelativeTime, type Project, PROJECT_LANGUAGES } from '@hammurabi/shared';
import { Clock, Code2, FileCode, Globe, Lock, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/lib/paths';

/** The readable name of a project language ("C#"), or the raw value for anything unknown. */
export function projectLanguageLabel(language: string): string {
  return PROJECT_LANGUAGES[language as keyof typeof PROJECT_LANGUAGES] ?? language;
}

/** A project in the list: title, 3-line description, language, last updated. */
export function ProjectCard({ project, showOwner = false }: { project: Project; showOwner?: boolean }) {
  const owner = displayName(project.owner);
  return (
    <li className="h-full">
      <Link
        to={paths.project(project.id)}
        className="group flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm transition hover:border-primary/60 hover:shadow-md"
      >
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg leading-snug font-semibold break-words group-hover:text-primary">{project.title}</h3>
          {project.visibility === 'public' ? (
            <Globe className="mt-1 size-4 shrink-0 text-muted-foreground" aria-label="Public" />
          ) : (
            <Lock className="mt-1 size-4 shrink-0 text-muted-foreground" aria-label="Private" />
          )}
        </div>
        <p className="line-clamp-3 flex-1 text-sm break-words text-muted-foreground" data-testid="project-description">
          {project.description || 'No description.'}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
          <Badge variant="default">
            <Code2 aria-hidden />
            {projectLanguageLabel(project.language)}
          </Badge>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            Updated {formatRelativeTime(project.updated_at)}
          </span>
          <span className="inline-flex items-center gap-1" title="Files">
            <FileCode className="size-3.5" aria-hidden />
            {countLabel(project.file_count, 'file')}
          </span>
          {project.star_count > 0 ? (
            <span className="inline-flex items-center gap-1" title="Stars">
              <Star className="size-3.5" aria-hidden />
              {project.star_count}
            </span>
          ) : null}
          {showOwner && owner ? <span>by {owner}</span> : null}
        </div>
      </Link>
    </li>
  );
}
