/** The last run's violations as CodeMirror lint marks, and moving the cursor to a line. */
import type { Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import type { ReviewFinding } from '@hammurabi/shared';
import { withLessonLink } from '@/lib/reviews/review-diagnostics';

const severity = { Critical: 'error', Major: 'error', Minor: 'warning', Trivial: 'info' } as const;

/** Lint marks for the findings, clamped to the lines the document has. */
export function toDiagnostics(view: EditorView, findings: readonly ReviewFinding[]): Diagnostic[] {
  const { doc } = view.state;
  return findings.map((finding) => {
    const start = doc.line(Math.min(Math.max(1, finding.startLine), doc.lines));
    const end = doc.line(Math.min(Math.max(finding.startLine, finding.endLine), doc.lines));
    const diagnostic: Diagnostic = {
      from: start.from,
      to: Math.max(start.from, end.to),
      severity: severity[finding.severity],
      source: `${finding.ruleId} ${finding.ruleName}`,
      message: finding.message,
    };
    return withLessonLink(diagnostic, finding.learnUrl);
  });
}

/** Puts the cursor at the start of a line, scrolls it into view and focuses the editor. */
export function goToLine(view: EditorView, lineNumber: number): void {
  const line = view.state.doc.line(Math.min(Math.max(1, lineNumber), view.state.doc.lines));
  view.dispatch({ selection: { anchor: line.from }, scrollIntoView: true });
  view.focus();
}
