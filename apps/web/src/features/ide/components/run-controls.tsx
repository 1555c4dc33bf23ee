import { Play, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface RunControlsProps {
  /** A check or a program is under way. */
  running: boolean;
  /** A program is running (Stop is offered). */
  executing: boolean;
  disabled: boolean;
  /** Why Run only checks the open file; null when the file also runs. */
  notRunnable: string | null;
  onRun: () => void;
  onStop: () => void;
}

/** Run (check the laws, then run a JavaScript or Python file in the sandbox) and Stop. */
export function RunControls({ running, executing, disabled, notRunnable, onRun, onStop }: RunControlsProps) {
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      {executing ? (
        <Button variant="destructive" onClick={onStop}>
          <Square aria-hidden /> Stop
        </Button>
      ) : (
        <Button
          onClick={onRun}
          disabled={running || disabled}
          aria-describedby={notRunnable ? 'ide-run-note' : undefined}
        >
          <Play aria-hidden /> Run
        </Button>
      )}
      {notRunnable && (
        <p id="ide-run-note" className="max-w-sm text-xs text-muted-foreground sm:text-right">
          {notRunnable}
        </p>
      )}
    </div>
  );
}
