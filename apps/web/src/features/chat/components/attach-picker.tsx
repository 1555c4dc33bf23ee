import { AI_LIMITS } from '@hammurabi/shared';
import { Check, FileCode, Paperclip, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/state-panels';
import { cn } from '@/lib/cn';
import { type AttachableFile, useAttachableFiles } from '../api/get-attachable-files';

export type { AttachableFile };

/**
 * The composer's paperclip: a picker of the user's project files (searchable by name, at most
 * ten). `preferred` (the file open in the editor) is offered first.
 */
export function AttachButton({
  selected,
  onChange,
  disabled,
  preferred,
}: {
  selected: readonly AttachableFile[];
  onChange: (files: AttachableFile[]) => void;
  disabled: boolean;
  preferred?: AttachableFile;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const files = useAttachableFiles(open);
  const chosen = new Set(selected.map((file) => file.fileId));
  const full = selected.length >= AI_LIMITS.contextFilesMax;

  const shown = useMemo(() => {
    const all = files.data ?? [];
    const ordered = preferred
      ? [
          all.find((file) => file.fileId === preferred.fileId) ?? preferred,
          ...all.filter((file) => file.fileId !== preferred.fileId),
        ]
      : all;
    const text = query.trim().toLowerCase();
    return text
      ? ordered.filter((file) => `${file.filename} ${file.projectTitle}`.toLowerCase().includes(text))
      : ordered;
  }, [files.data, preferred, query]);

  const toggle = (file: AttachableFile) =>
    onChange(
      chosen.has(file.fileId)
        ? selected.filter((other) => other.fileId !== file.fileId)
        : full
          ? [...selected]
          : [...selected, file],
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        size="icon"
        className="shrink-0"
        aria-label="Attach project files"
        title="Attach project files"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Paperclip aria-hidden />
      </Button>
      <DialogContent
        title="Attach project files"
        description={`The assistant reads their current text with your message (up to ${AI_LIMITS.contextFilesMax} files).`}
      >
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search files by name"
          aria-label="Search files by name"
          autoFocus
        />
        {files.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading your files" />
          </div>
        ) : files.error ? (
          <ErrorPanel title="Files could not be loaded" message={files.error.message} retry={files} />
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {query.trim() ? 'No file matches that name.' : 'You have no project files yet.'}
          </p>
        ) : (
          <ul aria-label="Your files" className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {shown.map((file) => {
              const on = chosen.has(file.fileId);
              return (
                <li key={file.fileId}>
                  <button
                    type="button"
                    aria-pressed={on}
                    disabled={!on && full}
                    onClick={() => toggle(file)}
                    className={cn(
                      'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors disabled:opacity-50',
                      on ? 'bg-primary/10 ring-1 ring-primary/30' : 'hover:bg-muted',
                    )}
                  >
                    <FileCode aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-mono">{file.filename}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {file.fileId === preferred?.fileId ? 'Open in the editor · ' : ''}
                        {file.projectTitle}
                      </span>
                    </span>
                    {on ? <Check aria-hidden className="size-4 text-primary" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {selected.length} of {AI_LIMITS.contextFilesMax} chosen
          </span>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The files chosen for the next message, each removable. */
export function AttachedFiles({
  files,
  onRemove,
}: {
  files: readonly AttachableFile[];
  onRemove: (fileId: string) => void;
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Files to send" className="flex flex-wrap gap-1.5">
      {files.map((file) => (
        <li
          key={file.fileId}
          className="inline-flex items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-2.5 text-xs"
          title={`${file.filename} (${file.projectTitle})`}
        >
          <FileCode aria-hidden className="size-3" />
          <span className="font-mono">{file.filename}</span>
          <button
            type="button"
            onClick={() => onRemove(file.fileId)}
            aria-label={`Remove ${file.filename}`}
            className="rounded-full p-0.5 text-muted-foreground hover:bg-background hover:text-foreground"
          >
            <X aria-hidden className="size-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}
