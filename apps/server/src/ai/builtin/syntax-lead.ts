/**
 * The first paragraph of every answer about code that does not parse: where it stops parsing and
 * why, and for Python's indentation errors, which lines open which blocks and how to line them up.
 * A newcomer asking "why is my loop not in the function?" needs this before any summary.
 */
import { syntaxErrorOf, type CodeInsight } from './code-insight.ts';
import { pythonSyntaxHint } from './python-syntax-hints.ts';

const TAB_SIZE = 8;
const MAX_LISTED_LINES = 6;
const PARSED_LANGUAGES: Record<string, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
};

/**
 * The lead for code with a syntax error (the engine's SYN001 finding), or null when it parses.
 * `alone`: nothing follows it (a learner's hint), so it does not announce a reading below.
 */
export function syntaxErrorLead(insight: CodeInsight, { alone = false } = {}): string | null {
  const finding = syntaxErrorOf(insight.result);
  if (!finding) return null;
  const reason = finding.message.replace(/^Syntax error:\s*/, '').replace(/\.$/, '');
  const line = finding.startLine;
  const language = PARSED_LANGUAGES[insight.result.language] ?? 'The language';
  const parts = [
    `**Line ${line} does not parse:** ${reason}. ${language} will not run this file until that is fixed` +
      (alone ? '.' : `, and the reading below is a best guess around line ${line}.`),
  ];
  if (insight.result.language === 'python') {
    const help = /indent/.test(reason)
      ? indentationHelp(insight.lines, line, reason)
      : /'return' outside function/.test(reason)
        ? returnHelp(insight.lines, line)
        : pythonSyntaxHint(reason, insight.lines, line);
    if (help) parts.push(help);
  }
  return parts.join('\n\n');
}

interface CodeLine {
  number: number;
  width: number;
  text: string;
}

/** The columns a line's leading blanks take, tabs to the next multiple of eight as Python counts them. */
function widthOf(text: string): number {
  let column = 0;
  for (const char of text) {
    if (char === ' ') column += 1;
    else if (char === '\t') column = (Math.floor(column / TAB_SIZE) + 1) * TAB_SIZE;
    else break;
  }
  return column;
}

/** Lines that set indentation: not blank, not only a comment. */
function codeLines(lines: readonly string[], upTo: number): CodeLine[] {
  return lines
    .slice(0, upTo)
    .map((text, index) => ({ number: index + 1, width: widthOf(text), text: text.trim() }))
    .filter((line) => line.text !== '' && !line.text.startsWith('#'));
}

const spaces = (count: number) => `${count} space${count === 1 ? '' : 's'}`;
const opensBlock = (line: CodeLine) => /:\s*(#.*)?$/.test(line.text);

/** Why the indentation of line `number` is wrong, which lines set it, and what to indent it by. */
function indentationHelp(lines: readonly string[], number: number, reason: string): string | null {
  const before = codeLines(lines, number - 1);
  const at = codeLines(lines, number).at(-1);
  if (!at || at.number !== number) return null;
  const previous = before.at(-1);
  // The blocks open before this line: each with its indentation and the header line that opened it.
  const open: { width: number; header: CodeLine | null }[] = [{ width: 0, header: null }];
  for (const [index, line] of before.entries()) {
    if (line.width > (open.at(-1)?.width ?? 0)) open.push({ width: line.width, header: before[index - 1] ?? null });
    while (line.width < (open.at(-1)?.width ?? 0)) open.pop();
  }
  const rule =
    'Python groups statements into blocks by indentation: a line ending with `:` opens a block, every line ' +
    'of the block starts with the same number of spaces, more than that line, and the first line that goes ' +
    'back to an earlier indentation ends it.';
  let advice: string;
  if (/unindent/.test(reason)) {
    const choices = [...open]
      .reverse()
      .map(({ width, header }) =>
        header
          ? `by ${spaces(width)} to keep it in the block of line ${header.number} (\`${header.text}\`)`
          : `by ${spaces(width)} to put it at the top level of the file`,
      );
    const last = choices.pop() ?? '';
    const listed = choices.length > 0 ? `${choices.join(', ')} or ${last}` : last;
    advice = `Line ${number} starts with ${spaces(at.width)}, but no open block starts there. Indent it ${listed}.`;
  } else if (/expected an indented block/.test(reason) && previous && opensBlock(previous)) {
    advice =
      `Line ${previous.number} ends with \`:\`, so the lines of its block must start with more than its ` +
      `${spaces(previous.width)}; line ${number} starts with ${spaces(at.width)}. Indent the block by ${spaces(previous.width + 4)}.`;
  } else if (/unexpected indent/.test(reason) && previous) {
    advice =
      `Line ${number} starts with ${spaces(at.width)}, more than line ${previous.number} (${spaces(previous.width)}), ` +
      `but line ${previous.number} does not end with \`:\`, so no block opens there. Give it ${spaces(previous.width)} to continue after line ${previous.number}.`;
  } else {
    return null;
  }
  const shown = [...before.slice(-(MAX_LISTED_LINES - 1)), at].map(
    (line) => `- line ${line.number}, ${spaces(line.width)}: \`${line.text}\``,
  );
  return [rule, advice, shown.join('\n')].join('\n\n');
}

/** Where the function a top-level `return` was meant for ends, and which lines to indent into it. */
function returnHelp(lines: readonly string[], number: number): string | null {
  const before = codeLines(lines, number - 1);
  const at = codeLines(lines, number).at(-1);
  if (!at || at.number !== number) return null;
  const header = before.findLast((line) => /^(async\s+)?def\s/.test(line.text) && line.width >= at.width);
  if (!header) {
    return `\`return\` hands a function's result back to its caller, and line ${number} is in no function. To show a value, print it; to compute one, put these lines in a function.`;
  }
  const after = before.filter((line) => line.number > header.number);
  const body = after[0];
  const end = after.find((line) => line.width <= header.width) ?? at;
  if (!body || body.width <= header.width) return null;
  const range = end.number === number ? `line ${number}` : `lines ${end.number}–${number}`;
  return (
    `\`return\` hands a function's result back, but line ${number} is outside the block of line ${header.number} ` +
    `(\`${header.text}\`): that block ends before line ${end.number}, which starts with ${spaces(end.width)}, no more than ` +
    `line ${header.number}. Indent ${range} by ${spaces(body.width - header.width)} more to put ${end.number === number ? 'it' : 'them'} in the function.`
  );
}
