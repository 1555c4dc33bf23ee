import { type DataExport, formatBytes } from '@hammurabi/shared';
import { Download, FileArchive } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { toast } from '@/lib/toast';
import { isPreparing, useDataExport, useDownloadDataExport, useRequestDataExport } from '../api/data-export';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What the latest export is doing, in one sentence. */
function describe(entry: DataExport): string {
  switch (entry.status) {
    case 'queued':
      return 'Your data export is waiting to start…';
    case 'building':
      return `Preparing your data… ${entry.entries} ${entry.entries === 1 ? 'file' : 'files'} so far.`;
    case 'ready':
      return `Ready: ${entry.file_name} (${formatBytes(entry.size_bytes ?? 0)}, ${entry.entries} files). The link works until ${when(entry.expires_at!)}.`;
    case 'failed':
      return entry.error ?? 'Your export could not be made. Please ask for it again.';
    case 'expired':
      return 'Your last export has expired and was deleted. Ask for a new one.';
  }
}

/**
 * "Download my data": ask for a ZIP of everything of the account (projects and files,
 * conversations, snippets, posts, tickets, progress, profile), watch it being prepared, then
 * download it within a day.
 */
export function DataExportSection() {
  const { user } = useAuth();
  const state = useDataExport(user?.id);
  const request = useRequestDataExport(user?.id);
  const download = useDownloadDataExport(user?.id);
  const entry = state.data;

  const ask = () =>
    request.mutate(undefined, {
      onError: (error) =>
        toast({ title: 'Could not ask for your data', description: error.message, variant: 'destructive' }),
    });
  const save = (ready: DataExport) =>
    download.mutate(ready, {
      onError: (error) =>
        toast({ title: 'Could not download your data', description: error.message, variant: 'destructive' }),
    });

  if (state.isPending) return <Spinner label="Loading your data export" className="justify-self-start" />;
  if (state.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-destructive">Could not load your data export: {state.error.message}</span>
        <RetryButton onRetry={state.refetch} busy={state.isFetching} />
      </div>
    );
  }
  const preparing = isPreparing(entry);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        One ZIP file with your projects and their files, your conversations with the assistant (Markdown and JSON),
        snippets, playground programs, questions and answers, support tickets with their replies, learning progress and
        profile. It is prepared in the background and can be downloaded for 24 hours.
      </p>
      {entry ? (
        <p
          aria-live="polite"
          className={`flex items-start gap-2 text-sm ${entry.status === 'failed' ? 'text-destructive' : ''}`}
          data-testid="data-export-status"
        >
          {preparing ? (
            <Spinner label="Preparing" className="mt-0.5 [&_svg]:size-4" />
          ) : (
            <FileArchive className="mt-0.5 size-4 shrink-0" aria-hidden />
          )}
          <span>{describe(entry)}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {entry?.status === 'ready' ? (
          <Button onClick={() => save(entry)} disabled={download.isPending} aria-busy={download.isPending || undefined}>
            <Download aria-hidden />
            {download.isPending ? 'Downloading…' : 'Download ZIP'}
          </Button>
        ) : null}
        {preparing ? null : (
          <Button
            variant={entry?.status === 'ready' ? 'outline' : 'primary'}
            onClick={ask}
            disabled={request.isPending}
            aria-busy={request.isPending || undefined}
          >
            {entry?.status === 'ready' ? 'Make a new export' : entry ? 'Ask again' : 'Request my data'}
          </Button>
        )}
      </div>
    </div>
  );
}
