import type { LearningCheck } from '@hammurabi/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { Ref } from 'react';
import { LessonLink } from '@/components/reviews/lesson-link';
import { cn } from '@/lib/cn';

/**
 * What the server's judge found for a submission: tests passed (it ran every one) and the laws'
 * findings. A live region that can take focus, so the exercise can bring a new verdict into view
 * and have it read out.
 */
export function CheckSummary({ check, ref }: { check: LearningCheck; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      tabIndex={-1}
      className={cn(
        'grid scroll-mt-24 gap-2 rounded-lg border p-4 outline-none',
        check.passed ? 'border-success/60 bg-success/10' : 'border-destructive/60 bg-destructive/5',
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        {check.passed ? (
          <CheckCircle2 className="size-5 text-success" aria-hidden />
        ) : (
          <XCircle className="size-5 text-destructive" aria-hidden />
        )}
        {check.passed ? 'Exercise solved!' : 'Not solved yet'}
      </p>
      <p className="text-sm">
        {check.tests_passed} of {check.tests_total} tests passed (hidden tests included).
      </p>
      {check.law_findings.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Law feedback</p>
          <ul className="list-disc pl-5">
            {check.law_findings.map((finding) => (
              <li key={`${finding.rule_id}-${finding.line}-${finding.message}`}>
                {finding.rule_id}, line {finding.line}: {finding.message}{' '}
                <LessonLink url={finding.learn_url} ruleId={finding.rule_id} />
              </li>
            ))}
          </ul>
        </div>
      ) : check.tests_total > 0 ? (
        <p className="text-sm">The laws this exercise checks found nothing to fix.</p>
      ) : null}
    </div>
  );
}
