import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { RetryButton } from '@/components/ui/retry-button';
import { useMyProjects, useProjectFiles } from '@/lib/api/reviews/get-my-files';

/** Picks one of the user's files by project, instead of pasting its ID. */
export function FilePicker({ onPick }: { onPick: (fileId: string) => void }) {
  const id = useId();
  const projects = useMyProjects();
  const [projectId, setProjectId] = useState('');
  const files = useProjectFiles(projectId);

  if (projects.error) {
    return (
      <p className="text-sm text-muted-foreground">
        Your projects could not be loaded. <RetryButton onRetry={projects.refetch} busy={projects.isFetching} />
      </p>
    );
  }
  if (projects.data?.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no projects yet.{' '}
        <Link to="/projects/new" className="font-medium text-primary underline underline-offset-2">
          Create a project
        </Link>{' '}
        and its files can be picked here.
      </p>
    );
  }
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-project`}>Project</Label>
        <NativeSelect
          id={`${id}-project`}
          value={projectId}
          disabled={projects.isPending}
          onChange={(event) => setProjectId(event.target.value)}
        >
          <option value="">{projects.isPending ? 'Loading projects…' : 'Choose a project'}</option>
          {projects.data?.map((project) => (
            <option key={project.id} value={project.id}>
              {project.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-file`}>File</Label>
        <NativeSelect
          id={`${id}-file`}
          value=""
          disabled={!projectId || files.isPending || files.data?.length === 0}
          onChange={(event) => {
            if (event.target.value) onPick(event.target.value);
          }}
        >
          <option value="">
            {!projectId
              ? 'Choose a project first'
              : files.isPending
                ? 'Loading files…'
                : files.error
                  ? 'Files could not be loaded'
                  : files.data.length === 0
                    ? 'No files in this project'
                    : 'Choose a file'}
          </option>
          {files.data?.map((file) => (
            <option key={file.id} value={file.id}>
              {file.filename}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
