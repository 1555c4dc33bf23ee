import type { RunStatus } from '@hammurabi/shared';
import { Badge } from '@/components/ui/badge';
import type { TestRow } from '../lib/use-exercise';

const STATUS = {
  passed: { label: 'Passed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  error: { label: 'Error', variant: 'destructive' },
  timeout: { label: 'Timed out', variant: 'warning' },
} as const satisfies Record<RunStatus, { label: string; variant: string }>;

function Output({ label, text }: { label: string; text: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <pre className="mt-1 max-h-32 overflow-auto rounded bg-muted px-2 py-1 font-mono text-xs whitespace-pre-wrap">
        {text || '(nothing)'}
      </pre>
    </div>
  );
}

/**
 * The tests with pass/fail: a visible test with its input, expected and actual output; a hidden
 * test of the server's verdict with its status only.
 */
export function TestResults({ rows }: { rows: TestRow[] }) {
  if (rows.length === 0) return null;
  return (
    <ul className="grid gap-3" aria-label="Test results">
      {rows.map(({ key, name, test, result }) => (
        <li key={key} className="grid gap-2 rounded-lg border border-border p-3">
          <div className="flex items-center justify-between gap-2">
            <span className="font-medium">{name}</span>
            {result ? (
              <Badge variant={STATUS[result.status].variant}>{STATUS[result.status].label}</Badge>
            ) : (
              <Badge variant="outline">Running</Badge>
            )}
          </div>
          {test ? (
            <div className="grid gap-2 sm:grid-cols-3">
              <Output label="Input" text={test.input} />
              <Output label="Expected" text={test.expectedOutput} />
              <Output label="Output" text={result?.output ?? ''} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              A hidden test: its input and expected output stay on the server.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
