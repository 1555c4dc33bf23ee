/**
 * Code as a fenced Markdown block, with a fence longer than any run of backticks inside it, so
 * the code cannot close the block early.
 */
export function fencedCode(code: string, language = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code.replace(/\n+$/, '')}\n${marks}`;
}
