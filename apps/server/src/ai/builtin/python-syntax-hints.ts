/**
 * What a newcomer most likely meant when Python stops at a line: `=` for `==`, a missing colon,
 * `else if` for `elif`, Python 2's print statement, or a bracket left open on an earlier line
 * (Python then complains about the line after it). Each hint shows the line as it should read.
 */
import { codeOf } from './code-shape.ts';

const BLOCK_OPENERS = /^\s*(if|elif|else|for|while|def|class|try|except|finally|with|match|case)\b/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** A sentence or two on the likely slip behind a Python syntax error at `number`, or null. */
export function pythonSyntaxHint(reason: string, lines: readonly string[], number: number): string | null {
  const text = lines[number - 1] ?? '';
  const shown = text.trim();
  if (/expected ':', found '='/.test(reason) && /^\s*(if|elif|while)\b/.test(text)) {
    return `A single \`=\` gives a name a value; to compare, write \`==\`: \`${shown.replace(/(?<![=!<>])=(?!=)/, '==')}\`.`;
  }
  if (/expected ':', found 'if'/.test(reason) && /^\s*else\s+if\b/.test(text)) {
    return `Python spells \`else if\` as one word: \`${shown.replace(/^else\s+if\b/, 'elif')}\`.`;
  }
  if (/expected ':', found end of line/.test(reason) && BLOCK_OPENERS.test(text)) {
    // With a comment on the line, where the colon goes is for the reader to see.
    const example = shown.includes('#') ? '' : `: \`${shown}:\``;
    return `A line that opens a block (\`if\`, \`for\`, \`while\`, \`def\` …) ends with a colon${example}.`;
  }
  if (/expected newline/.test(reason) && /^\s*print\s+[^\s(=]/.test(text)) {
    return `In Python 3, \`print\` is a function and needs brackets: \`print(${shown.replace(/^print\s+/, '')})\`.`;
  }
  const closer = /expected '([)\]}])'/.exec(reason)?.[1];
  if (closer) {
    const opened = openedAndNotClosed(lines, number, CLOSERS[closer] ?? '(');
    if (opened !== null && opened < number) {
      return (
        `The \`${CLOSERS[closer]}\` opened on line ${opened} is never closed, so Python reads line ${number} as part of ` +
        `it. Close it with \`${closer}\` at the end of line ${opened}.`
      );
    }
  }
  return null;
}

/** The last line before `number` that leaves `opener` open (strings and comments aside). */
function openedAndNotClosed(lines: readonly string[], number: number, opener: string): number | null {
  const closer = Object.keys(CLOSERS).find((key) => CLOSERS[key] === opener) ?? ')';
  let depth = 0;
  let openedAt: number | null = null;
  for (let index = 0; index < number - 1; index += 1) {
    for (const char of codeOf(lines[index] ?? '', 'python')) {
      if (char === opener) {
        if (depth === 0) openedAt = index + 1;
        depth += 1;
      } else if (char === closer && depth > 0) {
        depth -= 1;
      }
    }
  }
  return depth > 0 ? openedAt : null;
}
