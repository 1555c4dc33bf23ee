import { formatRelativeTime } from '@hammurabi/shared';
import { AlertTriangle, Check, CircleDot, CloudOff, LoaderCircle, RefreshCw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SAVE_STATUS_LABELS, type SaveStatus } from '@/lib/file-save/save-controller';

const icons: Record<SaveStatus, ReactNode> = {
  saved: <Check aria-hidden />,
  unsaved: <CircleDot aria-hidden />,
  saving: <LoaderCircle className="animate-spin" aria-hidden />,
  offline: <CloudOff aria-hidden />,
  retrying: <RefreshCw aria-hidden />,
  error: <XCircle aria-hidden />,
  conflict: <AlertTriangle aria-hidden />,
};

const tones: Record<SaveStatus, string> = {
  saved: 'text-success',
  unsaved: 'text-muted-foreground',
  saving: 'text-muted-foreground',
  offline: 'text-warning',
  retrying: 'text-warning',
  error: 'text-destructive',
  conflict: 'text-destructive',
};

/** The save state the user can always see (and screen readers hear when it changes). */
export function SaveStatusIndicator({
  status,
  lastSavedAt,
  error,
}: {
  status: SaveStatus;
  lastSavedAt: number | null;
  error: string | null;
}) {
  const title =
    status === 'saved' && lastSavedAt
      ? `Saved ${formatRelativeTime(lastSavedAt)}`
      : status === 'error' || status === 'retrying'
        ? (error ?? undefined)
        : undefined;
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-status={status}
      title={title}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap [&_svg]:size-4',
        tones[status],
      )}
    >
      {icons[status]}
      {SAVE_STATUS_LABELS[status]}
    </span>
  );
}
