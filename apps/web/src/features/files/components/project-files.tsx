import {
  displayName,
  FILE_LANGUAGES,
  type FileSummary,
  formatRelativeTime,
  languageFromFilename,
  type Project,
  projectPolicy,
} from '@hammurabi/shared';
import { FileCode, FilePlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { RetryButton } from '@/components/ui/retry-button';
import { toast } from '@/lib/toast';
import { useCreateFile } from '@/lib/api/projects/create-file';
import { useDeleteFile } from '../api/delete-file';
import { useFiles } from '@/lib/api/projects/get-files';
import { useRenameFile } from '../api/rename-file';
import { FileNameDialog } from './file-name-dialog';
import { paths } from '@/lib/paths';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The project's files: links into the editor, plus create, rename and delete for editors. */
export function ProjectFiles({ project }: { project: Project }) {
  const navigate = useNavigate();
  const files = useFiles(project.id);
  const creation = useCreateFile(project.id);
  const rename = useRenameFile(project.id);
  const removal = useDeleteFile(project.id);
  const editable = projectPolicy.canEditFiles(project);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<FileSummary | null>(null);
  const [deleting, setDeleting] = useState<FileSummary | null>(null);

  const createNamed = (filename: string) =>
    creation.mutate(
      { filename, content: '', language: languageFromFilename(filename) },
      {
        onSuccess: (file) => {
          setCreating(false);
          void navigate(paths.projectFile(project.id, file.id));
        },
        onError: (error) => toast({ title: 'Error creating file', description: error.message, variant: 'destructive' }),
      },
    );

  return (
    <Card className="p-0">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h2 className="text-lg font-semibold">Files</h2>
        {editable ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <FilePlus aria-hidden />
            New File
          </Button>
        ) : null}
      </div>
      {files.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading files" />
        </div>
      ) : files.error ? (
        <p role="alert" className="px-5 py-8 text-center text-destructive">
          {files.error.message}
          <span className="mt-3 block">
            <RetryButton onRetry={files.refetch} busy={files.isFetching} />
          </span>
        </p>
      ) : files.data.length === 0 ? (
        <div className="px-5 py-10 text-center text-muted-foreground">
          <FileCode className="mx-auto mb-2 size-8" aria-hidden />
          <p>No files yet.</p>
          {editable ? <p className="text-sm">Add a file to start coding.</p> : null}
        </div>
      ) : (
        <ul className="divide-y divide-border" aria-label="Files">
          {files.data.map((file) => (
            <li key={file.id} className="flex items-center gap-3 px-5 py-3 hover:bg-muted/50">
              <FileCode className="size-5 shrink-0 text-primary" aria-hidden />
              <div className="min-w-0 flex-1">
                <Link
                  to={paths.projectFile(project.id, file.id)}
                  className="block truncate font-mono text-sm font-medium hover:text-primary hover:underline"
                >
                  {file.filename}
                </Link>
                <p className="truncate text-xs text-muted-foreground">
                  {FILE_LANGUAGES[file.language as keyof typeof FILE_LANGUAGES] ?? file.language} ·{' '}
                  {formatSize(file.size)} · updated {formatRelativeTime(file.updated_at)}
                  {file.updated_by ? ` by ${displayName(file.updated_by)}` : ''}
                </p>
              </div>
              {editable ? (
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Rename ${file.filename}`}
                    title="Rename"
                    onClick={() => setRenaming(file)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 text-destructive"
                    aria-label={`Delete ${file.filename}`}
                    title="Delete"
                    onClick={() => setDeleting(file)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <FileNameDialog
        open={creating}
        onOpenChange={setCreating}
        title="New file"
        submitLabel="Create file"
        pending={creation.isPending}
        onSubmit={createNamed}
      />
      <FileNameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Rename file"
        submitLabel="Rename"
        initial={renaming?.filename}
        pending={rename.isPending}
        onSubmit={(filename) => {
          if (!renaming) return;
          rename.mutate(
            { fileId: renaming.id, filename, version: renaming.version },
            {
              onSuccess: () => setRenaming(null),
              onError: (error) =>
                toast({ title: 'Error renaming file', description: error.message, variant: 'destructive' }),
            },
          );
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this file?"
        description={`"${deleting?.filename ?? ''}" will be deleted for everyone. This cannot be undone.`}
        confirmLabel="Delete file"
        pending={removal.isPending}
        onConfirm={() => {
          if (!deleting) return;
          removal.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) =>
              toast({ title: 'Error deleting file', description: error.message, variant: 'destructive' }),
          });
        }}
      />
    </Card>
  );
}
