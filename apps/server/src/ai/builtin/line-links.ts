/**
 * Line references in an answer ("line 12", "lines 4–9") become links to the editor at that line:
 * `[line 12](/projects/P/code/F#L12)`. The editor reads the `#L12` (or `#L4-L9`) fragment and puts
 * its cursor there, so one link works inside the editor's assistant panel (same page, new
 * fragment) and in AI Chat (it opens the editor).
 */

const LINE_REFERENCE = /\b(lines?) (\d{1,6})(?:(–|-| to | and )(\d{1,6}))?\b/gi;
const FENCE = /^\s*(```|~~~)/;

/** The fragment the editor understands for a line or a range. */
export function lineFragment(start: number, end = start): string {
  return end > start ? `#L${start}-L${end}` : `#L${start}`;
}

function linkPlain(text: string, path: string, lineCount: number): string {
  return text.replace(LINE_REFERENCE, (whole: string, word: string, first: string, joint?: string, last?: string) => {
    const start = Number(first);
    const end = last === undefined ? start : Number(last);
    if (start < 1 || end < start || end > lineCount) return whole;
    // "lines 3 and 7" names two lines: link the first alone rather than a range that includes 4–6.
    if (joint === ' and ') return `[${word} ${first}](${path}${lineFragment(start)})${joint}${last}`;
    return `[${whole}](${path}${lineFragment(start, end)})`;
  });
}

/** Links the line references of one Markdown line, leaving inline code and existing links alone. */
function linkLine(line: string, path: string, lineCount: number): string {
  // Odd pieces are inline code spans or links, kept as written.
  const pieces = line.split(/(`[^`\n]*`|\[[^\]\n]*\]\([^)\n]*\))/);
  return pieces.map((piece, index) => (index % 2 === 1 ? piece : linkPlain(piece, path, lineCount))).join('');
}

/**
 * Turns the line references of a Markdown answer into links to `path` (the editor of the file the
 * answer is about), outside code blocks and inline code; lines past the file's end stay text.
 */
export function linkLineReferences(markdown: string, path: string, lineCount: number): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) {
        inFence = !inFence;
        return line;
      }
      return inFence ? line : linkLine(line, path, lineCount);
    })
    .join('\n');
}
