import { formatRelativeTime } from '@hammurabi/shared';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FileDraft } from '@/lib/file-save/draft-storage';

/** Offers back edits that never reached the server (a crash, a closed tab, a lost connection). */
export function DraftBanner({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: FileDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Unsaved changes found"
      className="flex flex-col gap-3 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center"
    >
      <History className="hidden size-5 shrink-0 text-warning sm:block" aria-hidden />
      <p className="flex-1">
        <strong className="font-semibold">Unsaved changes found.</strong> This device kept edits to this file from{' '}
        {formatRelativeTime(draft.updatedAt)} that were never saved.
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRestore}>
          Restore changes
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
