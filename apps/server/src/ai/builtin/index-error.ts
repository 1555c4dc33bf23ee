/**
 * "IndexError: list index out of range" (Python), "Index 5 out of bounds for length 5" (Java) and
 * "Cannot read properties of undefined" (JavaScript, which reads past the end as undefined) asked
 * about code: the off-by-one patterns newcomers write, found in the code's lines. A list of
 * n elements has indexes 0 to n − 1; each pattern reaches index n.
 */
import type { CodeSubject } from './answer-code.ts';
import { codeOf, indentOf } from './code-shape.ts';

// JavaScript reads past the end as `undefined`, and fails on the next property read.
const OUT_OF_RANGE =
  /IndexError|index out of range|out of bounds for length|IndexOutOfBounds|Cannot read propert(?:y|ies) of undefined/i;
const RANGE_PLUS_ONE = /\brange\s*\(\s*(?:\d+\s*,\s*)?len\s*\(\s*([A-Za-z_]\w*)\s*\)\s*\+\s*1\s*\)/;
const RANGE_LEN = /\bfor\s+([A-Za-z_]\w*)\s+in\s+range\s*\(\s*len\s*\(\s*([A-Za-z_]\w*)\s*\)\s*\)/;
const INDEX_LEN = /(?<![\w.])([A-Za-z_]\w*)\s*\[\s*len\s*\(\s*\1\s*\)\s*\]/;
const INDEX_LENGTH = /(?<![\w$.])([A-Za-z_$][\w$]*)\s*\[\s*\1\.length\s*\]/;
const WHILE_AT_MOST = /\bwhile\s+([A-Za-z_]\w*)\s*<=\s*len\s*\(\s*([A-Za-z_]\w*)\s*\)/;
const LOOP_AT_MOST =
  /\bfor\s*\(\s*(?:int|let|var)?\s*([A-Za-z_$][\w$]*)\s*=\s*\d+\s*;\s*\1\s*<=\s*([A-Za-z_$][\w$]*)\.(length|size\(\))/;

/** The off-by-one behind an out-of-range error, or null when the message is another or the code shows none. */
export function indexErrorAnswer(message: string, subject: CodeSubject): string | null {
  if (!OUT_OF_RANGE.test(message)) return null;
  const { lines, result } = subject.insight;
  const code = lines.map((line) => codeOf(line, result.language));
  for (const [index, line] of code.entries()) {
    const at = `Line ${index + 1} (\`${lines[index]?.trim()}\`)`;
    const plusOne = RANGE_PLUS_ONE.exec(line)?.[1];
    if (plusOne) {
      return (
        `${at} counts up to \`len(${plusOne})\`, one past the last index: a list of n elements has indexes 0 to n − 1. ` +
        `Use \`range(len(${plusOne}))\`, or loop over the elements themselves: \`for item in ${plusOne}:\`.`
      );
    }
    const ahead = lookAhead(line, index, code);
    if (ahead) return ahead;
    const past = INDEX_LEN.exec(line)?.[1];
    if (past) {
      return `${at} reads \`${past}[len(${past})]\`, one past the end: the last element is \`${past}[len(${past}) - 1]\`, or simply \`${past}[-1]\`.`;
    }
    const pastLength = INDEX_LENGTH.exec(line)?.[1];
    if (pastLength) {
      return `${at} reads \`${pastLength}[${pastLength}.length]\`, one past the end: the last element is \`${pastLength}[${pastLength}.length - 1]\`, or \`${pastLength}.at(-1)\`.`;
    }
    const whileMatch = WHILE_AT_MOST.exec(line);
    if (whileMatch) {
      const [, counter, list] = whileMatch;
      return `${at} keeps going while \`${counter}\` is equal to \`len(${list})\`, one past the last index. Use \`<\`: \`while ${counter} < len(${list}):\`.`;
    }
    const loop = LOOP_AT_MOST.exec(line);
    if (loop) {
      const [, counter, list, size] = loop;
      return `${at} runs while \`${counter} <= ${list}.${size}\`, so its last pass reads index \`${list}.${size}\`, one past the last (\`${list}.${size} - 1\`). Use \`<\`.`;
    }
  }
  return null;
}

/** `for i in range(len(items))` whose body reads `items[i + 1]`: the last pass reads past the end. */
function lookAhead(line: string, index: number, code: readonly string[]): string | null {
  const loop = RANGE_LEN.exec(line);
  if (!loop) return null;
  const [, counter, list] = loop;
  const reads = new RegExp(`(?<![\\w.])${list}\\s*\\[\\s*${counter}\\s*\\+\\s*(\\d+)\\s*\\]`);
  const loopIndent = indentOf(line);
  for (let body = index + 1; body < code.length; body += 1) {
    const text = code[body] ?? '';
    if (text.trim() === '') continue;
    if (indentOf(text) <= loopIndent) break;
    const step = reads.exec(text)?.[1];
    if (step) {
      return (
        `Line ${body + 1} reads \`${list}[${counter} + ${step}]\` inside the loop of line ${index + 1}, which runs ` +
        `\`${counter}\` up to \`len(${list}) - 1\`: on the last pass that is index \`len(${list})${step === '1' ? '' : ` + ${Number(step) - 1}`}\`, past the end. ` +
        `Stop ${step === '1' ? 'one step' : `${step} steps`} earlier: \`range(len(${list}) - ${step})\`` +
        `${step === '1' ? `, or walk the pairs with \`zip(${list}, ${list}[1:])\`` : ''}.`
      );
    }
  }
  return null;
}
