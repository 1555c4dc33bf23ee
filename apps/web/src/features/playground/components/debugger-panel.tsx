import type { PlaygroundLanguage } from '@hammurabi/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TraceStep } from '@/lib/runners/protocol';

export interface DebugSession {
  steps: TraceStep[];
  index: number;
  output: string;
  error: string;
}

/** Steps through a recorded Python run: the line that runs next and the local variables there. */
export function DebuggerPanel({
  language,
  session,
  tracing,
  onStep,
}: {
  language: PlaygroundLanguage;
  session: DebugSession | null;
  tracing: boolean;
  onStep: (index: number) => void;
}) {
  if (language !== 'python') {
    return (
      <p className="text-sm text-muted-foreground">
        Step-through debugging works for Python. For JavaScript and Java, print values with console.log or
        System.out.println and run again.
      </p>
    );
  }
  if (tracing) return <p className="text-sm text-muted-foreground">Recording the run…</p>;
  if (!session) {
    return (
      <p className="text-sm text-muted-foreground">
        Press Debug to run the program with the first test case’s input and step through it line by line.
      </p>
    );
  }
  if (session.steps.length === 0) {
    return <p className="text-sm text-muted-foreground">No lines ran. {session.error}</p>;
  }
  const step = session.steps[session.index]!;
  const locals = Object.entries(step.locals);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => onStep(session.index - 1)} disabled={session.index === 0}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onStep(session.index + 1)}
          disabled={session.index >= session.steps.length - 1}
        >
          Next
          <ChevronRight aria-hidden />
        </Button>
        <p className="text-sm" aria-live="polite">
          Step {session.index + 1} of {session.steps.length}: line {step.line}
        </p>
      </div>
      {locals.length === 0 ? (
        <p className="text-sm text-muted-foreground">No local variables yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Local variables at this step</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pr-4 font-medium">
                Variable
              </th>
              <th scope="col" className="py-1 font-medium">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {locals.map(([name, value]) => (
              <tr key={name} className="border-b border-border/50 align-top">
                <td className="py-1 pr-4 font-mono">{name}</td>
                <td className="py-1 font-mono break-all">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {session.error ? (
        <pre className="max-h-40 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap">
          {session.error}
        </pre>
      ) : null}
    </div>
  );
}
