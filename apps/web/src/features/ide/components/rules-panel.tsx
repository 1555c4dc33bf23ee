import type { IdeCheckResult, LawInfo } from '@hammurabi/shared';
import { ErrorPanel } from '@/components/ui/state-panels';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

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
  return <LawList {...props} laws={props.laws} />;
}

/**
 * The laws, each with its principle; their long descriptions (the limits in force) open on
 * demand, so the column stays about as tall as the editor beside it.
 */
function LawList(props: RulesPanelProps & { laws: LawInfo[] }) {
  const [detailed, setDetailed] = useState(false);
  const listId = useId();
  return (
    <div className="grid gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={detailed}
        aria-controls={listId}
        onClick={() => setDetailed((shown) => !shown)}
      >
        {detailed ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
        {detailed ? 'Hide the limits' : 'Show the limits'}
      </Button>
      <ul id={listId} aria-label="Laws" className="grid gap-2">
        {props.laws.map((law) => (
          <li key={law.id}>
            <LawButton
              law={law}
              detailed={detailed}
              count={props.result?.violations.filter((violation) => violation.ruleId === law.id).length ?? 0}
              active={props.activeLaw === law.id}
              onToggle={() => props.onSelectLaw(props.activeLaw === law.id ? null : law.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One law as a toggle. Its name is the law and its count ("HB002 Law of Explicit Naming 1
 * violation"); the principle and description are its description, so a screen reader does not
 * read two paragraphs as the button's name.
 */
function LawButton({
  law,
  detailed,
  count,
  active,
  onToggle,
}: {
  law: LawInfo;
  detailed: boolean;
  count: number;
  active: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-labelledby={`${id}-name ${id}-count`}
      aria-describedby={`${id}-text`}
      onClick={onToggle}
      className={cn(
        'grid w-full gap-1 rounded-md border border-border p-2 text-left text-sm transition-colors hover:bg-muted',
        active && 'border-primary bg-primary/10',
      )}
    >
      <span className="flex items-center justify-between gap-2 font-medium">
        <span id={`${id}-name`}>
          {law.id} {law.name}
        </span>
        <span id={`${id}-count`} className="rounded-full bg-muted px-2 text-xs">
          <span aria-hidden>{count}</span>
          <span className="sr-only">
            {count} {count === 1 ? 'violation' : 'violations'}
          </span>
        </span>
      </span>
      <span id={`${id}-text`} className="grid gap-1">
        <span className="text-xs font-medium text-muted-foreground">{law.principle}</span>
        <span className={cn('text-xs text-muted-foreground', !detailed && 'sr-only')}>{law.description}</span>
      </span>
    </button>
  );
}
