import { PLAYGROUND_LIMITS, type RunStatus } from '@hammurabi/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { CaseState } from '../lib/use-playground';
import { StdinBox } from './stdin-box';
import { TestCaseForm } from './test-case-dialog';

const STATUS_LABEL: Record<RunStatus | 'pending' | 'running', string> = {
  pending: 'Pending',
  running: 'Running',
  passed: 'Passed',
  failed: 'Failed',
  error: 'Error',
  timeout: 'Timed out',
};

const STATUS_VARIANT = {
  pending: 'outline',
  running: 'secondary',
  passed: 'success',
  failed: 'destructive',
  error: 'destructive',
  timeout: 'warning',
} as const;

function OutputBlock({ label, text }: { label: string; text: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <pre className="mt-1 max-h-32 overflow-auto rounded bg-muted px-2 py-1 font-mono text-xs whitespace-pre-wrap">
        {text || '(nothing)'}
      </pre>
    </div>
  );
}

function CaseItem({
  item,
  running,
  onEdit,
  onDelete,
}: {
  item: CaseState;
  running: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const status = item.result?.status ?? (running ? 'running' : 'pending');
  const showOutputs = item.result && item.result.status !== 'passed';
  return (
    <li className="rounded-lg border border-border p-3" data-testid="test-case">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{item.name}</p>
          <p className="truncate font-mono text-xs text-muted-foreground">
            input: {item.input ? item.input.replace(/\n/g, ' ⏎ ') : '(none)'}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Badge variant={STATUS_VARIANT[status]} aria-label={`Status: ${STATUS_LABEL[status]}`}>
            {STATUS_LABEL[status]}
            {item.result ? ` · ${item.result.durationMs} ms` : ''}
          </Badge>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={onEdit}
            disabled={running}
            aria-label={`Edit ${item.name}`}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={onDelete}
            disabled={running}
            aria-label={`Delete ${item.name}`}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {showOutputs ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <OutputBlock label="Expected output" text={item.expectedOutput} />
          <OutputBlock label="Actual output" text={item.result?.actualOutput ?? ''} />
          {item.result?.stderr ? (
            <div className="sm:col-span-2">
              <OutputBlock label="Errors" text={item.result.stderr} />
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The test cases: each with its status, expected vs actual output after a failure, edit and delete. */
export function TestCasesPanel({
  cases,
  running,
  onChange,
  stdin,
}: {
  cases: CaseState[];
  running: boolean;
  onChange: (cases: CaseState[]) => void;
  /** The standard input box shown when there are no cases; null where the language has none (Java). */
  stdin: { value: string; onChange: (value: string) => void } | null;
}) {
  const [editing, setEditing] = useState<CaseState | 'new' | null>(null);
  const passed = cases.filter((item) => item.result?.status === 'passed').length;
  const full = cases.length >= PLAYGROUND_LIMITS.testCasesMax;

  return (
    <section aria-labelledby="test-cases-heading" className="flex min-h-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="test-cases-heading" className="font-semibold">
          Test cases{' '}
          <span className="text-sm font-normal text-muted-foreground">
            ({passed}/{cases.length} passed)
          </span>
        </h2>
        <Button size="sm" variant="outline" onClick={() => setEditing('new')} disabled={running || full}>
          <Plus aria-hidden />
          Add Test Case
        </Button>
      </div>
      {cases.length === 0 ? (
        <>
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            No test cases: Run shows what the program prints. Add a case to check its output.
          </p>
          {stdin ? <StdinBox value={stdin.value} onChange={stdin.onChange} disabled={running} /> : null}
        </>
      ) : (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {cases.map((item) => (
            <CaseItem
              key={item.id}
              item={item}
              running={running}
              onEdit={() => setEditing(item)}
              onDelete={() => onChange(cases.filter((other) => other.id !== item.id))}
            />
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null ? (
          <TestCaseForm
            initial={editing === 'new' ? null : editing}
            onSubmit={(fields) => {
              if (editing === 'new') {
                onChange([...cases, { id: crypto.randomUUID(), ...fields, result: null }]);
              } else {
                onChange(cases.map((item) => (item.id === editing.id ? { ...item, ...fields, result: null } : item)));
              }
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
