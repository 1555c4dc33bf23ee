/**
 * Where a review's findings still apply. A review judges one version of a file; the file then
 * changes. A finding stays on its lines only while every line it points at still reads as it did
 * when judged, at the same line number: a line whose text changed, or that moved (lines added or
 * removed above it), makes the finding outdated.
 */

/** A line as the review judged it. */
export interface JudgedLine {
  line: number;
  text: string;
}

/** A finding's (or a suggestion's) lines, 1-based and inclusive. */
export interface LineRange {
  startLine: number;
  endLine?: number;
}

/** The review content a finding's lines come from. */
export interface AnchoredContent {
  findings?: readonly LineRange[] | undefined;
  suggestions?: readonly { line: number }[] | undefined;
}

/** Splits text into lines as editors count them (CRLF, CR or LF). */
export function textLines(text: string): string[] {
  return text.split(/\r\n?|\n/);
}

function rangeOf(range: LineRange): [number, number] {
  const start = Math.max(1, range.startLine);
  return [start, Math.max(start, range.endLine ?? range.startLine)];
}

/**
 * The judged text of every line a review's findings and suggestions point at, taken from the
 * file as it was reviewed; what is stored beside the review to tell later which marks still hold.
 */
export function judgedLines(fileText: string, content: AnchoredContent): JudgedLine[] {
  const lines = textLines(fileText);
  const wanted = new Set<number>();
  const ranges = [
    ...(content.findings ?? []).map(rangeOf),
    ...(content.suggestions ?? []).map((item): [number, number] => [item.line, item.line]),
  ];
  for (const [start, end] of ranges) {
    for (let line = start; line <= Math.min(end, lines.length); line += 1) wanted.add(line);
  }
  return [...wanted].sort((left, right) => left - right).map((line) => ({ line, text: lines[line - 1] ?? '' }));
}

/**
 * Whether a finding still applies to the text on screen. `lineText(n)` is line n of the current
 * text, or null past its end. Reviews stored before their lines were kept (`judged` null) fall back
 * to the version: current only while the file is still at the judged version.
 */
export function findingIsCurrent(
  range: LineRange,
  judged: readonly JudgedLine[] | null,
  lineText: (line: number) => string | null,
  sameVersion: boolean,
): boolean {
  if (!judged) return sameVersion;
  const [start, end] = rangeOf(range);
  const covered = judged.filter((item) => item.line >= start && item.line <= end);
  if (covered.length === 0) return sameVersion;
  return covered.every((item) => lineText(item.line) === item.text);
}
