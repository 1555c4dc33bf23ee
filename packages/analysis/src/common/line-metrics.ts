/** Line counts and comment ratio from the original text and its comment-free copy. */
import type { LineCounts } from '../types.ts';

/** Splits text into lines, accepting \n, \r\n and \r. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** Counts blank, code and comment lines; a file ending in a newline has no extra empty line. */
export function countLines(content: string, codeOnly: string): LineCounts {
  const original = splitLines(content);
  const code = splitLines(codeOnly);
  let total = original.length;
  if (total > 0 && original[total - 1] === '') total -= 1;
  const counts: LineCounts = { total, code: 0, comment: 0, blank: 0 };
  for (let index = 0; index < total; index += 1) {
    if ((original[index] ?? '').trim() === '') counts.blank += 1;
    else if ((code[index] ?? '').trim() === '') counts.comment += 1;
    else counts.code += 1;
  }
  return counts;
}

/** Comment lines (lines holding any comment text) divided by non-blank lines, rounded to 0.01. */
export function commentRatio(counts: LineCounts, linesWithComments: number): number {
  const nonBlank = counts.total - counts.blank;
  if (nonBlank === 0) return 0;
  return Math.round((Math.min(linesWithComments, nonBlank) / nonBlank) * 100) / 100;
}

/** Blanks the given [start, end) ranges of text with spaces, keeping line breaks. */
export function blankRanges(text: string, ranges: readonly (readonly [number, number])[]): string {
  if (ranges.length === 0) return text;
  const sorted = [...ranges].sort((left, right) => left[0] - right[0]);
  let result = '';
  let cursor = 0;
  for (const [start, end] of sorted) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    result += text.slice(cursor, from) + text.slice(from, end).replace(/[^\r\n]/g, ' ');
    cursor = end;
  }
  return result + text.slice(cursor);
}
