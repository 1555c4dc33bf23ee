import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/state-panels';
import { useDeleteProgram } from '../api/delete-program';
import { usePrograms } from '../api/list-programs';
import { LANGUAGE_LABELS } from '../lib/starters';

/** The signed-in user's saved programs: open one, or delete it. */
export function MyProgramsDialog({ onOpen }: { onOpen: (slug: string) => void }) {
  const programs = usePrograms(true);
  const remove = useDeleteProgram();
  return (
    <DialogContent title="My programs" description="Programs you saved from the playground.">
      {programs.isPending ? (
        <div className="flex justify-center p-4">
          <Spinner label="Loading your programs" />
        </div>
      ) : programs.isError ? (
        <ErrorPanel title="Could not load your programs" message={programs.error.message} retry={programs} />
      ) : programs.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved programs yet. Save one with the Save button.</p>
      ) : (
        <ul className="grid max-h-96 gap-2 overflow-auto" aria-label="Saved programs">
          {programs.data.map((program) => (
            <li
              key={program.id}
              className="flex items-center justify-between gap-2 rounded-lg border border-border p-2"
            >
              <button
                type="button"
                className="min-w-0 flex-1 rounded text-left hover:underline"
                onClick={() => onOpen(program.shareSlug)}
              >
                <span className="block truncate font-medium">{program.title}</span>
                <span className="text-xs text-muted-foreground">
                  {LANGUAGE_LABELS[program.language]} · {new Date(program.updatedAt).toLocaleString()}
                </span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Delete ${program.title}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(program.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </DialogContent>
  );
}
