import type { IdeCheckResult, ReviewFinding } from '@hammurabi/shared';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PythonLoadStatus } from '@/components/python-load-status';
import { LessonLink } from '@/components/reviews/lesson-link';
import type { BrowserLanguage } from '@/lib/runners/protocol';
import { cn } from '@/lib/cn';
import type { LogLine } from './use-ide-session';

export type IdeTab = 'output' | 'violations' | 'events';

export interface OutputTabsProps {
  tab: IdeTab;
  onTab: (tab: IdeTab) => void;
  output: LogLine[];
  /** The language of the program running now (Python shows its load progress), or null. */
  executing: BrowserLanguage | null;
  events: LogLine[];
  result: IdeCheckResult | null;
  stale: boolean;
  lawFilter: string | null;
  onClearFilter: () => void;
  onGoToLine: (line: number) => void;
  /** Asks the assistant about a finding; absent for visitors. */
  onAsk?: ((finding: ReviewFinding) => void) | undefined;
  asking: boolean;
}

const severityVariant = { Critical: 'destructive', Major: 'warning', Minor: 'secondary', Trivial: 'outline' } as const;

function time(at: Date): string {
  return at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

function LogList({ lines, empty, label }: { lines: LogLine[]; empty: string; label: string }) {
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol aria-label={label} className="grid gap-1 font-mono text-xs">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-3">
          <time className="shrink-0 text-muted-foreground" dateTime={line.at.toISOString()}>
            {time(line.at)}
          </time>
          <span
            className={cn(
              'min-w-0 break-words whitespace-pre-wrap',
              line.stream === 'stderr' && 'text-destructive',
              line.stream === 'stdout' && 'text-foreground',
              !line.stream && 'text-muted-foreground',
            )}
          >
            {line.text}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ViolationList(props: OutputTabsProps) {
  const { result, lawFilter } = props;
  if (!result) return <p className="text-sm text-muted-foreground">No violations detected yet. Run code to check.</p>;
  if (result.violations.length === 0) {
    return (
      <p className="text-sm font-medium text-green-700 dark:text-green-400">No Hammurabi Code violations detected!</p>
    );
  }
  const shown = lawFilter ? result.violations.filter((violation) => violation.ruleId === lawFilter) : result.violations;
  return (
    <div className="grid gap-2">
      {props.stale && (
        <p className="text-xs text-muted-foreground">The code changed since this run; run again to update the lines.</p>
      )}
      {lawFilter && (
        <p className="flex items-center gap-2 text-sm">
          Showing {lawFilter} only.
          <Button variant="ghost" size="sm" onClick={props.onClearFilter}>
            <X aria-hidden="true" /> Show all
          </Button>
        </p>
      )}
      <ul aria-label="Violations" className="grid gap-2">
        {shown.map((violation, index) => (
          <li
            key={`${violation.ruleId}-${violation.startLine}-${index}`}
            className="rounded-md border border-border p-2"
          >
            <button
              type="button"
              className="grid w-full gap-1 text-left text-sm hover:underline focus-visible:outline-2"
              onClick={() => props.onGoToLine(violation.startLine)}
            >
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={severityVariant[violation.severity]}>{violation.severity}</Badge>
                <span className="font-medium">
                  {violation.ruleId} {violation.ruleName}
                </span>
                <span className="text-muted-foreground">Line {violation.startLine}</span>
              </span>
              <span>{violation.message}</span>
            </button>
            <LessonLink url={violation.learnUrl} ruleId={violation.ruleId} />
            {props.onAsk && (
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                disabled={props.asking}
                onClick={() => props.onAsk?.(violation)}
              >
                Ask the assistant
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Output, Violations (with their count) and Event Log under the editor. */
export function OutputTabs(props: OutputTabsProps) {
  const count = props.result?.violations.length ?? 0;
  // New output lines scroll into view, as a terminal's do.
  const box = useRef<HTMLDivElement>(null);
  const lines = props.output.length;
  useEffect(() => {
    if (props.tab === 'output' && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lines, props.tab]);
  return (
    <Tabs value={props.tab} onValueChange={(value) => props.onTab(value as IdeTab)} className="grid gap-2">
      <TabsList className="h-auto flex-wrap justify-start">
        <TabsTrigger value="output">Output</TabsTrigger>
        <TabsTrigger value="violations">Violations ({count})</TabsTrigger>
        <TabsTrigger value="events">Event Log</TabsTrigger>
      </TabsList>
      <div ref={box} className="max-h-72 min-h-32 overflow-auto rounded-md border border-border bg-card p-3">
        <TabsContent value="output" className="grid gap-2">
          <LogList
            lines={props.output}
            label="Output"
            empty="Press Run to check the open file against the laws; JavaScript and Python files then run in a sandbox."
          />
          {props.executing === 'python' && <PythonLoadStatus />}
        </TabsContent>
        <TabsContent value="violations">
          <ViolationList {...props} />
        </TabsContent>
        <TabsContent value="events">
          <LogList lines={props.events} label="Event Log" empty="" />
        </TabsContent>
      </div>
    </Tabs>
  );
}
