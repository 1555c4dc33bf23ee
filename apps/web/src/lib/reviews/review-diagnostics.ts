import type { Text } from '@codemirror/state';
import type { Diagnostic } from '@codemirror/lint';
import { SEVERITIES } from '@hammurabi/analysis/constants';
import { findingIsCurrent, type CodeReview, type ReviewFinding } from '@hammurabi/shared';

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

/** A finding's identity within its review, for telling which ones are outdated. */
export function findingKey(finding: Pick<ReviewFinding, 'ruleId' | 'startLine' | 'endLine' | 'message'>): string {
  return `${finding.ruleId}:${finding.startLine}-${finding.endLine}:${finding.message}`;
}

/**
 * The review's findings split by whether they still apply to the text on screen: a finding whose
 * lines changed or moved since the judged version is outdated (`findingIsCurrent`).
 */
export function findingStates(
  review: CodeReview,
  doc: Text,
  savedVersion: number,
): { current: ReviewFinding[]; outdated: ReviewFinding[] } {
  const lineText = (line: number) => (line >= 1 && line <= doc.lines ? doc.line(line).text : null);
  const sameVersion = savedVersion === review.file_version;
  const current: ReviewFinding[] = [];
  const outdated: ReviewFinding[] = [];
  for (const finding of sortFindings(review.review_content?.findings ?? [])) {
    const applies = findingIsCurrent(finding, review.judged_lines, lineText, sameVersion);
    (applies ? current : outdated).push(finding);
  }
  return { current, outdated };
}

/**
 * Lint marks for the review's findings that still apply to the editor's text (outdated ones get
 * none; the Code Reviews panel lists them as outdated). A mark sits on the first line of its
 * finding (from its first non-blank character), since underlining a whole 70-line function hides
 * the code; lines past the end of the text are clamped to the last line.
 */
export function reviewDiagnostics(review: CodeReview, doc: Text, savedVersion: number): Diagnostic[] {
  const changed = savedVersion !== review.file_version;
  return findingStates(review, doc, savedVersion).current.map((finding) => {
    const lineNumber = Math.min(Math.max(finding.startLine, 1), doc.lines);
    const line = doc.line(lineNumber);
    const indent = line.text.length - line.text.trimStart().length;
    const notes = [
      finding.endLine > finding.startLine ? `Lines ${finding.startLine}–${finding.endLine}.` : null,
      finding.startLine > doc.lines ? `Line ${finding.startLine} is past the end of the file now.` : null,
      finding.fix ?? null,
      changed ? `Judged at version ${review.file_version}; these lines are unchanged since.` : null,
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
