import { useEffect, useState } from 'react';
import type { LoadStage } from '@/lib/runners/protocol';
import { pythonRunner } from '@/lib/runners/runners';

const STAGE_TEXT: Record<LoadStage, string> = {
  download: 'Downloading the Python interpreter…',
  start: 'Starting Python…',
  ready: 'Python is ready.',
};

/** The Python interpreter's load progress; the editor stays usable meanwhile. */
export function PythonLoadStatus() {
  const [stage, setStage] = useState<LoadStage | null>(null);
  useEffect(() => pythonRunner().onStage(setStage), []);
  if (!stage) return null;
  return (
    <p role="status" className="text-xs text-muted-foreground" data-testid="python-status">
      {STAGE_TEXT[stage]}
    </p>
  );
}
