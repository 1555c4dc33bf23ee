import { useQuery } from '@tanstack/react-query';
import { FileCode, SquarePen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { getFilesQueryOptions } from '@/lib/api/projects/get-files';
import { useProject } from '@/lib/api/projects/get-project';
import { paths } from '@/lib/paths';

/** The file whose reviews are listed: its name, its project and a link to open it in the editor. */
export function ReviewedFile({ projectId, fileId }: { projectId: string; fileId: string }) {
  const project = useProject(projectId);
  const files = useQuery(getFilesQueryOptions(projectId));
  const file = files.data?.find((item) => item.id === fileId);
  const editorPath = paths.projectFile(projectId, fileId);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <FileCode className="size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0">
          <p className="truncate font-mono font-semibold" data-testid="reviewed-filename">
            {file?.filename ?? fileId}
          </p>
          {project.data ? (
            <p className="truncate text-sm text-muted-foreground">
              in{' '}
              <Link to={paths.project(projectId)} className="hover:text-foreground hover:underline">
                {project.data.title}
              </Link>
              {file ? ` · version ${file.version}` : null}
            </p>
          ) : null}
        </div>
      </div>
      <Button asChild size="sm" variant="outline" className="self-start sm:self-auto">
        <Link to={editorPath}>
          <SquarePen aria-hidden />
          Open in editor
        </Link>
      </Button>
    </div>
  );
}
