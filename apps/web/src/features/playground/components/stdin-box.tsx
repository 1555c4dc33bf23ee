import { Textarea } from '@/components/ui/textarea';

/** Standard input for a run without test cases: what input() reads, line by line. */
export function StdinBox({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor="playground-stdin" className="text-sm font-medium">
        Standard input
      </label>
      <Textarea
        id="playground-stdin"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        spellCheck={false}
        placeholder="Lines the program reads with input()"
        className="min-h-20 font-mono text-xs"
        aria-describedby="playground-stdin-hint"
      />
      <p id="playground-stdin-hint" className="text-xs text-muted-foreground">
        Used when there are no test cases; each test case has its own input.
      </p>
    </div>
  );
}
