import type { PlaygroundAnalysis } from '@hammurabi/shared';
import { Badge } from '@/components/ui/badge';
import { LessonLink } from '@/components/reviews/lesson-link';
import { Button } from '@/components/ui/button';

/** The analysis engine's findings, each with a button that moves the editor to its line. */
export function AnalysisPanel({
  analysis,
  pending,
  error,
  onAnalyze,
  onGoToLine,
}: {
  analysis: PlaygroundAnalysis | undefined;
  pending: boolean;
  error: Error | null;
  onAnalyze: () => void;
  onGoToLine: (line: number) => void;
}) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="outline" onClick={onAnalyze} disabled={pending}>
          {pending ? 'Analysing…' : analysis ? 'Analyse again' : 'Analyse the code'}
        </Button>
        {analysis ? <p className="text-sm">Score: {analysis.score}/100</p> : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
      {analysis && analysis.findings.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No findings: the code follows the five laws as far as the engine can tell.
        </p>
      ) : null}
      {analysis && analysis.findings.length > 0 ? (
        <ul className="grid gap-2">
          {analysis.findings.map((finding, index) => (
            <li
              key={`${finding.ruleId}-${finding.startLine}-${index}`}
              className="rounded-lg border border-border p-3 text-sm"
            >
              <div className="flex flex-wrap items-center gap-2">
                <Badge
                  variant={
                    finding.severity === 'Critical' || finding.severity === 'Major' ? 'destructive' : 'secondary'
                  }
                >
                  {finding.severity}
                </Badge>
                <span className="font-medium">
                  {finding.ruleId} · {finding.ruleName}
                </span>
                <Button variant="link" size="sm" className="h-auto" onClick={() => onGoToLine(finding.startLine)}>
                  Line {finding.startLine}
                </Button>
              </div>
              <p className="mt-1">{finding.message}</p>
              {finding.fix ? <p className="mt-1 text-muted-foreground">Fix: {finding.fix}</p> : null}
              <LessonLink url={finding.learnUrl} ruleId={finding.ruleId} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
