import type { ConsoleState } from '../lib/use-playground';

/** What the last run printed: program output per test, errors, or the compiler's complaint. */
export function ConsoleOutput({ state, running }: { state: ConsoleState | null; running: boolean }) {
  if (running) return <p className="text-sm text-muted-foreground">Running…</p>;
  if (!state) return <p className="text-sm text-muted-foreground">Run the program to see its output here.</p>;
  return (
    <div className="grid gap-3">
      {state.compileOutput ? (
        <div>
          <p className="text-sm font-medium text-destructive">The compiler refused the program:</p>
          <pre className="mt-1 max-h-72 overflow-auto rounded bg-muted p-3 font-mono text-xs whitespace-pre-wrap">
            {state.compileOutput}
          </pre>
        </div>
      ) : null}
      <pre
        data-testid="console-output"
        className="max-h-80 min-h-24 overflow-auto rounded bg-muted p-3 font-mono text-xs whitespace-pre-wrap"
      >
        {state.text || '(the program printed nothing)'}
      </pre>
    </div>
  );
}
