// The engine's constants module alone: the package entry also pulls in the parser (~500 kB).
import { SEVERITIES } from '@hammurabi/analysis/constants';
import type { ReviewFinding, ReviewRatings } from '@hammurabi/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { findingKey, sortFindings } from '@/lib/reviews/review-diagnostics';
import { InlineCodeText } from './inline-code-text';
import { LessonLink } from './lesson-link';
import { RatingsExplained } from './ratings-explained';

const SEVERITY_BADGE = {
  Critical: 'destructive',
  Major: 'destructive',
  Minor: 'warning',
  Trivial: 'secondary',
} as const;

function linesOf(finding: ReviewFinding): string {
  return finding.endLine > finding.startLine
    ? `Lines ${finding.startLine}–${finding.endLine}`
    : `Line ${finding.startLine}`;
}

/** The engine's findings grouped by severity, each with its law or rule, lines and fix. */
export function ReviewFindings({
  findings,
  onSelectLine,
  outdated,
}: {
  findings: ReviewFinding[];
  onSelectLine?: (line: number) => void;
  /** Keys of findings whose lines changed or moved since the review: shown as outdated. */
  outdated?: ReadonlySet<string> | undefined;
}) {
  if (findings.length === 0) return null;
  const sorted = sortFindings(findings);
  return (
    <section className="grid gap-2">
      <h4 className="text-sm font-semibold">Findings ({findings.length})</h4>
      {SEVERITIES.map((severity) => {
        const group = sorted.filter((finding) => finding.severity === severity);
        if (group.length === 0) return null;
        return (
          <div key={severity} className="grid gap-1.5">
            <p className="text-xs">
              <Badge variant={SEVERITY_BADGE[severity]}>
                {severity} ({group.length})
              </Badge>
            </p>
            <ul className="grid gap-2 text-sm" aria-label={`${severity} findings`}>
              {group.map((finding, index) => (
                <li
                  key={index}
                  className={cn(
                    'rounded-md border border-border/70 px-3 py-2',
                    outdated?.has(findingKey(finding)) && 'border-dashed',
                  )}
                >
                  {outdated?.has(findingKey(finding)) ? (
                    <p className="mb-1 text-xs text-muted-foreground">
                      <Badge variant="outline">Outdated</Badge> Its lines changed or moved since this review, so the
                      editor no longer marks them.
                    </p>
                  ) : null}
                  <p>
                    <span className="font-mono text-xs font-semibold text-primary">{finding.ruleId}</span>{' '}
                    <span className="font-medium">{finding.ruleName}</span>
                    <span className="text-muted-foreground"> · </span>
                    {onSelectLine ? (
                      <button
                        type="button"
                        className="text-xs text-primary underline-offset-2 hover:underline"
                        onClick={() => onSelectLine(finding.startLine)}
                        title={`Go to line ${finding.startLine} in the editor`}
                      >
                        {linesOf(finding)}
                      </button>
                    ) : (
                      <span className="text-xs text-muted-foreground">{linesOf(finding)}</span>
                    )}
                  </p>
                  <p className="mt-0.5 text-muted-foreground">
                    <InlineCodeText text={finding.message} />
                  </p>
                  {finding.fix ? (
                    <p className="mt-0.5 text-muted-foreground">
                      <span className="font-medium text-foreground">Fix: </span>
                      <InlineCodeText text={finding.fix} />
                    </p>
                  ) : null}
                  <LessonLink url={finding.learnUrl} ruleId={finding.ruleId} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** The five ratings of an AI review, 0–100 each, each with what it measures and how to raise it. */
export function ReviewRatingsList({ ratings }: { ratings: ReviewRatings | null }) {
  if (!ratings) return null;
  return (
    <RatingsExplained
      ratings={ratings}
      label="Ratings of this review"
      heading={<h4 className="text-sm font-semibold">Ratings</h4>}
    />
  );
}
