import type { Text } from '@codemirror/state';
import type { Diagnostic } from '@codemirror/lint';
import { SEVERITIES } from '@hammurabi/analysis/constants';
import type { CodeReview, ReviewFinding } from '@hammurabi/shared';

const LINT_SEVERITY: Record<ReviewFinding['severity'], Diagnostic['severity']> = {
  Critical: 'error',
  Major: 'error',
  Minor: 'warning',
  Trivial: 'info',
};

/**
 * The lint mark's message with a link to the lesson that teaches the finding's law or rule
 * (CodeMirror shows `message` to screen readers and this in the tooltip).
 */
export function withLessonLink(diagnostic: Diagnostic, learnUrl: string | null | undefined): Diagnostic {
  if (!learnUrl) return diagnostic;
  return {
    ...diagnostic,
    renderMessage: () => {
      const box = document.createElement('span');
      const link = document.createElement('a');
      link.href = learnUrl;
      link.textContent = 'Open the lesson';
      link.className = 'ml-1 font-medium text-primary underline';
      box.append(diagnostic.message, ' ', link);
      return box;
    },
  };
}

/** The newest completed AI review in a newest-first list, if any. */
export function latestCompletedAiReview(reviews: readonly CodeReview[] | undefined): CodeReview | null {
  return reviews?.find((review) => review.reviewer_type === 'ai' && review.status === 'completed') ?? null;
}

/** "HB001 Law of Brevity: `run` is 73 lines long (limit 50)." */
export function findingTitle(finding: Pick<ReviewFinding, 'ruleId' | 'ruleName' | 'message'>): string {
  return `${finding.ruleId} ${finding.ruleName}: ${finding.message}`;
}

/** The findings of a review, most severe first, then by line. */
export function sortFindings(findings: readonly ReviewFinding[]): ReviewFinding[] {
  return [...findings].sort(
    (left, right) =>
      SEVERITIES.indexOf(left.severity) - SEVERITIES.indexOf(right.severity) || left.startLine - right.startLine,
  );
}

/**
 * Lint marks for a review's findings on the editor's current text. A mark sits on the first line
 * of its finding (from its first non-blank character), since underlining a whole 70-line function
 * hides the code; lines past the end of the text are clamped to the last line. When the file has
 * changed since the judged version, each message says so.
 */
export function reviewDiagnostics(review: CodeReview, doc: Text, savedVersion: number): Diagnostic[] {
  const changed = savedVersion !== review.file_version;
  return sortFindings(review.review_content?.findings ?? []).map((finding) => {
    const lineNumber = Math.min(Math.max(finding.startLine, 1), doc.lines);
    const line = doc.line(lineNumber);
    const indent = line.text.length - line.text.trimStart().length;
    const notes = [
      finding.endLine > finding.startLine ? `Lines ${finding.startLine}–${finding.endLine}.` : null,
      finding.startLine > doc.lines ? `Line ${finding.startLine} is past the end of the file now.` : null,
      finding.fix ?? null,
      changed ? `Judged version ${review.file_version}; the file has changed since.` : null,
    ].filter((note): note is string => note !== null);
    const diagnostic: Diagnostic = {
      from: line.from + indent,
      to: line.to,
      severity: LINT_SEVERITY[finding.severity],
      source: 'Guardian AI Review',
      message: [findingTitle(finding), ...notes].join(' '),
    };
    return withLessonLink(diagnostic, finding.learnUrl);
  });
}
