/**
 * The TypeError every Python newcomer meets: text and numbers mixed. `input()` always returns text,
 * so `age + 1` fails ("can only concatenate str (not "int") to str", "unsupported operand
 * type(s) for +: 'int' and 'str'", "'>' not supported between instances of 'str' and 'int'"),
 * and `"Age: " + age` fails the other way round when `age` is a number. Answered from the code.
 */
import type { CodeSubject } from './answer-code.ts';
import { codeOf } from './code-shape.ts';

const MIXED_TYPES =
  /can only concatenate str|unsupported operand type\(s\) for [^:]+: '(?:int|float)' and 'str'|unsupported operand type\(s\) for [^:]+: 'str' and '(?:int|float)'|not supported between instances of '(?:str|int|float)' and '(?:str|int|float)'/;
const ARITHMETIC = (name: string) =>
  new RegExp(`(?<![\\w.])${name}\\s*(?:[-+*/%<>]=?|==)\\s*[\\w(]|[\\w)]\\s*(?:[-+*/%<>]=?|==)\\s*${name}(?![\\w(])`);

/** The answer for a text-and-number TypeError asked about Python code, or null for other errors. */
export function textNumberAnswer(message: string, subject: CodeSubject): string | null {
  const { lines, result } = subject.insight;
  if (result.language !== 'python' || !MIXED_TYPES.test(message)) return null;
  const code = lines.map((line) => codeOf(line, 'python'));
  // Names read with input() and never converted where they are read.
  for (const [index, line] of code.entries()) {
    const name = /^\s*([A-Za-z_]\w*)\s*=\s*input\s*\(/.exec(line)?.[1];
    if (!name) continue;
    const converted = code.some((other) =>
      new RegExp(`^\\s*${name}\\s*=\\s*(?:int|float)\\s*\\(\\s*${name}\\s*\\)`).test(other),
    );
    if (converted) continue;
    // Strings are blanked to "" by codeOf, so `"Hi " + name` (text joined to text) does not count.
    const useIndex = code.findIndex((other, at) => at > index && ARITHMETIC(name).test(other));
    if (useIndex < 0) continue;
    return (
      `Line ${index + 1} reads \`${name}\` with \`input()\`, which always returns text (a \`str\`), even when ` +
      `someone types digits, and line ${useIndex + 1} uses it as a number (\`${lines[useIndex]?.trim()}\`). ` +
      `Convert it where you read it: \`${name} = int(input())\`, or \`float(input())\` for decimals.`
    );
  }
  // Text joined to a name with +: the name that is not text is the culprit.
  if (!/concatenate str|'str' and '(?:int|float)'|'(?:int|float)' and 'str'/.test(message)) return null;
  const assignment = (name: string) => code.findIndex((line) => new RegExp(`^\\s*${name}\\s*=(?!=)`).test(line));
  const isText = (name: string) => {
    const at = assignment(name);
    return at >= 0 && /=\s*(?:input\s*\(|str\s*\(|f?"")/.test(code[at] ?? '');
  };
  for (const [index, line] of code.entries()) {
    for (const name of namesJoinedToText(line)) {
      if (isText(name)) continue;
      const at = assignment(name);
      const number =
        at >= 0 && /=\s*(?:-?\d|len\(|sum\(|int\(|float\(|round\(|max\(|min\()/.test(code[at] ?? '')
          ? ` is a number (line ${at + 1})`
          : ' is not text here';
      return (
        `Line ${index + 1} joins text and \`${name}\` with \`+\` (\`${lines[index]?.trim()}\`), and \`${name}\`${number}. ` +
        `Python will not turn a number into text by itself: use an f-string, which does, such as \`f"…{${name}}"\`, ` +
        `or \`str(${name})\`.`
      );
    }
  }
  return null;
}

const AFTER_TEXT = /\s*\+\s*([A-Za-z_]\w*)(?!\s*\()/y;

/**
 * The names joined with `+` to a string (blanked to "" by codeOf) on a line: `"…" + total` and
 * `total + "…"`. Scanned from each string outwards, so a long line costs linear time.
 */
function namesJoinedToText(code: string): string[] {
  const names: string[] = [];
  for (let at = code.indexOf('""'); at >= 0; at = code.indexOf('""', at + 2)) {
    AFTER_TEXT.lastIndex = at + 2;
    const after = AFTER_TEXT.exec(code)?.[1];
    if (after) names.push(after);
    let index = at - 1;
    while (code[index] === ' ') index -= 1;
    if (code[index] !== '+') continue;
    index -= 1;
    while (code[index] === ' ') index -= 1;
    const end = index + 1;
    while (index >= 0 && /\w/.test(code[index] ?? '')) index -= 1;
    const before = code.slice(index + 1, end);
    if (/^[A-Za-z_]/.test(before)) names.push(before);
  }
  return names;
}
