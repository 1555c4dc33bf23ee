import { FileCode, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { SignInLink } from '@/components/auth/session-ready';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/select';
import { ErrorPanel } from '@/components/ui/state-panels';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { Workspace } from './use-workspace';
import { paths } from '@/lib/paths';

function FileButton({ name, active, onClick }: { name: string; active: boolean; onClick: () => void }) {
  return (
    <li>
      <button
        type="button"
        aria-current={active ? 'true' : undefined}
        onClick={onClick}
        className={cn(
          'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted',
          active && 'bg-primary/10 font-medium',
        )}
      >
        <FileCode className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{name}</span>
      </button>
    </li>
  );
}

export interface FilePickerProps {
  workspace: Workspace;
  onOpenFile: (fileId: string) => void;
  onOpenSample: (filename: string) => void;
}

/** The workspace picker (sample or one of your projects) and its files. */
export function FilePicker({ workspace, onOpenFile, onOpenSample }: FilePickerProps) {
  const { user, projects, projectId, sample } = workspace;
  return (
    <section aria-labelledby="ide-files-heading" className="grid gap-2">
      <h2 id="ide-files-heading" className="text-sm font-semibold">
        Files
      </h2>
      {user ? (
        <label className="grid gap-1 text-xs text-muted-foreground">
          Workspace
          <NativeSelect
            value={projectId ?? ''}
            onChange={(event) => workspace.openProject(event.target.value || null)}
            disabled={projects.isPending}
          >
            <option value="">Sample workspace</option>
            {projects.data?.map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
          </NativeSelect>
        </label>
      ) : (
        <p className="text-xs text-muted-foreground">
          Sample workspace, kept in this browser.{' '}
          <SignInLink className="text-primary underline underline-offset-4">Sign in</SignInLink> to open your projects.
        </p>
      )}
      {user && projects.isError ? (
        <ErrorPanel title="Error fetching your projects" message={projects.error.message} retry={projects} />
      ) : null}
      {projectId ? (
        <ProjectFiles workspace={workspace} onOpenFile={onOpenFile} />
      ) : (
        <SampleFiles workspace={workspace} onOpen={onOpenSample} />
      )}
      {!projectId && (
        <Button variant="ghost" size="sm" onClick={sample.reset} className="justify-self-start">
          <RotateCcw aria-hidden /> Reset sample files
        </Button>
      )}
    </section>
  );
}

function SampleFiles({ workspace, onOpen }: { workspace: Workspace; onOpen: (filename: string) => void }) {
  const { sample } = workspace;
  return (
    <ul aria-label="Workspace files" className="grid gap-0.5">
      {sample.files.map((file) => (
        <FileButton
          key={file.filename}
          name={file.filename}
          active={file.filename === sample.filename}
          onClick={() => onOpen(file.filename)}
        />
      ))}
    </ul>
  );
}

function ProjectFiles({ workspace, onOpenFile }: { workspace: Workspace; onOpenFile: (fileId: string) => void }) {
  const { files, fileId, projectId } = workspace;
  if (files.isPending) return <Spinner label="Loading the files" />;
  if (files.isError) return <ErrorPanel title="Error fetching files" message={files.error.message} retry={files} />;
  if (files.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        This project has no files yet.{' '}
        <Link to={paths.project(projectId ?? '')} className="text-primary hover:underline">
          Add one on the project page
        </Link>
        .
      </p>
    );
  }
  return (
    <ul aria-label="Workspace files" className="grid gap-0.5">
      {files.data.map((file) => (
        <FileButton
          key={file.id}
          name={file.filename}
          active={file.id === fileId}
          onClick={() => onOpenFile(file.id)}
        />
      ))}
    </ul>
  );
}
