import { useEffect, useState } from 'react';
import type { LoadStage } from '@/lib/runners/protocol';
import { pythonRunner } from '@/lib/runners/runners';

/** What is loading at each stage, and how far along the bar is (of 3). */
const STAGES: Record<Exclude<LoadStage, 'ready'>, { text: string; step: number }> = {
  download: { text: 'Downloading the Python interpreter and its standard library (about 6 MB)…', step: 1 },
  start: { text: 'Starting Python (compiling the interpreter; a few seconds the first time)…', step: 2 },
};

/** The Python interpreter's load progress as a bar with what is loading; the editor stays usable meanwhile. */
export function PythonLoadStatus() {
  const [stage, setStage] = useState<LoadStage | null>(null);
  useEffect(() => pythonRunner().onStage(setStage), []);
  if (!stage) return null;
  if (stage === 'ready') {
    return (
      <p role="status" className="text-xs text-muted-foreground" data-testid="python-status">
        Python is ready.
      </p>
    );
  }
  const { text, step } = STAGES[stage];
  return (
    <div role="status" className="grid max-w-xl gap-1" data-testid="python-status">
      <p className="text-sm">{text}</p>
      <progress
        className="h-2 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        max={3}
        value={step}
        aria-label="Loading Python"
      />
    </div>
  );
}
