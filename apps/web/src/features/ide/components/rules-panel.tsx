import type { IdeCheckResult, LawInfo } from '@hammurabi/shared';
import { ErrorPanel } from '@/components/ui/state-panels';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export interface RulesPanelProps {
  laws: LawInfo[] | undefined;
  loading: boolean;
  error: Error | null;
  retry: { refetch: () => unknown; isFetching: boolean };
  result: IdeCheckResult | null;
  activeLaw: string | null;
  onSelectLaw: (lawId: string | null) => void;
}

/** Every law with its principle and description, and its violations in the last run; a click filters the Violations tab. */
export function RulesPanel(props: RulesPanelProps) {
  if (props.loading) return <Spinner label="Loading the laws" />;
  if (props.error || !props.laws) {
    return (
      <ErrorPanel
        title="The laws could not be loaded"
        message={props.error?.message ?? 'Please try again.'}
        retry={props.retry}
      />
    );
  }
  return (
    <ul aria-label="Laws" className="grid gap-2">
      {props.laws.map((law) => {
        const count = props.result?.violations.filter((violation) => violation.ruleId === law.id).length ?? 0;
        const active = props.activeLaw === law.id;
        return (
          <li key={law.id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => props.onSelectLaw(active ? null : law.id)}
              className={cn(
                'grid w-full gap-1 rounded-md border border-border p-2 text-left text-sm transition-colors hover:bg-muted',
                active && 'border-primary bg-primary/10',
              )}
            >
              <span className="flex items-center justify-between gap-2 font-medium">
                <span>
                  {law.id} {law.name}
                </span>
                <span className="rounded-full bg-muted px-2 text-xs" aria-label={`${count} violations`}>
                  {count}
                </span>
              </span>
              <span className="text-xs font-medium text-muted-foreground">{law.principle}</span>
              <span className="text-xs text-muted-foreground">{law.description}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
