/**
 * "Why does my function return None?" (or `undefined` in JavaScript), asked about code: a function
 * that prints instead of returning, one that returns only on some paths, or the result of a method
 * that changes a list in place (`items = items.sort()`). Answered from the code's lines.
 */
import type { CodeSubject } from './answer-code.ts';
import { lineRef } from './code-insight.ts';
import { codeOf, indentOf, type FunctionShape } from './code-shape.ts';

const ASKS_ABOUT_NOTHING = /\b(None|undefined)\b/;
const IN_PLACE_PYTHON =
  /^\s*([A-Za-z_]\w*)\s*=\s*([A-Za-z_][\w.]*)\.(sort|reverse|append|extend|insert|remove|clear|update)\s*\(/;
const IN_PLACE_JS = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*=\s*([A-Za-z_$][\w$.]*)\.(forEach)\s*\(/;

const NO_ARGUMENTS = new Set(['sort', 'reverse', 'clear']);
/** The answer when the question asks why something is None/undefined and the code shows why; else null. */
export function noneAnswer(message: string, subject: CodeSubject): string | null {
  const nothing = ASKS_ABOUT_NOTHING.exec(message)?.[1];
  if (!nothing) return null;
  const { lines, result } = subject.insight;
  const language = result.language;
  const python = language === 'python';
  const code = lines.map((line) => codeOf(line, language));
  const inPlace = python ? IN_PLACE_PYTHON : IN_PLACE_JS;
  for (const [index, line] of code.entries()) {
    const match = inPlace.exec(line);
    if (!match) continue;
    const [, target, receiver, method] = match;
    const instead = method === 'sort' ? `, or use \`sorted(${receiver})\`, which returns a new list` : '';
    return python
      ? `Line ${index + 1} keeps the result of \`${receiver}.${method}()\` in \`${target}\`, but \`${method}()\` changes ` +
          `the list in place and returns \`None\`. Call it on its own line (\`${receiver}.${method}(${NO_ARGUMENTS.has(method ?? '') ? '' : '…'})\`) and keep using ` +
          `\`${receiver}\`${instead}.`
      : `Line ${index + 1} keeps the result of \`${receiver}.forEach()\` in \`${target}\`, but \`forEach\` returns ` +
          `\`undefined\`; use \`${receiver}.map(…)\` to build a new array.`;
  }
  const target = targetFunction(subject, code);
  if (!target) return null;
  const where = `\`${target.name}\` (${lineRef(target.startLine, target.endLine)})`;
  const valued = target.returns.filter((entry) => entry.value !== '');
  if (valued.length === 0) {
    const printLine = target.lines.findIndex(
      (line, index) => index > 0 && (python ? /^\s*print\s*\(/ : /^\s*console\.log\s*\(/).test(codeOf(line, language)),
    );
    const shown = /\((.*)\)/.exec(target.lines[printLine]?.trim() ?? '')?.[1];
    if (printLine > 0 && shown) {
      const line = target.startLine + printLine;
      return (
        `${where} prints \`${shown}\` on line ${line} but returns nothing, so a call to it gives \`${nothing}\`` +
        `${python ? ' (and `print(' + target.name + '(…))` prints `None`)' : ''}. Printing shows a value; only \`return\` ` +
        `hands it back to the caller. Replace line ${line} with \`return ${shown}\`, and print where you call it.`
      );
    }
    return `${where} has no \`return\` with a value, so a call to it gives \`${nothing}\`. End it with \`return\` and the value it computes.`;
  }
  const fallsOff = fallsOffTheEnd(target, language);
  if (fallsOff) {
    const returnsAt = valued.map((entry) => `line ${entry.line}`).join(', ');
    return (
      `${where} returns a value only on some paths (${returnsAt}); when none of them is reached, it runs off its ` +
      `end after line ${fallsOff} and returns \`${nothing}\`. Add a \`return\` after the loop or the if for that case.`
    );
  }
  return null;
}

/** The function named in the question, else the one called inside a print, else the only one. */
function targetFunction(subject: CodeSubject, code: readonly string[]): FunctionShape | null {
  const named = subject.functionNames.find((name) => name.length > 1);
  const shapes = subject.shapes.filter((shape) => !/ callback$|^<anonymous>|^anonymous/.test(shape.name));
  const printedNames = new Set(
    code.flatMap((line) =>
      [...line.matchAll(/\b(?:print|console\.log)\s*\(\s*([A-Za-z_$][\w$]*)\s*\(/g)].map((m) => m[1]),
    ),
  );
  const printed = shapes.find((shape) => printedNames.has(shape.name));
  return (named ? subject.shapeNamed(named) : null) ?? printed ?? (shapes.length === 1 ? (shapes[0] ?? null) : null);
}

/** The line a function's body ends on when that line is no return, raise or else-branch; else null. */
function fallsOffTheEnd(shape: FunctionShape, language: string): number | null {
  const body = shape.lines
    .map((line, index) => ({ code: codeOf(line, language).trimEnd(), line: shape.startLine + index, raw: line }))
    .slice(1)
    .filter((entry) => entry.code.trim() !== '' && entry.code.trim() !== '}');
  const first = body[0];
  if (!first) return null;
  const bodyIndent = indentOf(first.raw);
  const last = body.filter((entry) => indentOf(entry.raw) === bodyIndent).at(-1);
  if (!last) return null;
  if (/^\s*(return|raise|throw)\b/.test(last.code)) return null;
  // An if/else or try whose branches each return is not worth guessing about.
  if (/^\s*(}\s*)?(else|elif|except|finally|catch|case|default)\b/.test(last.code)) return null;
  return body.at(-1)?.line ?? null;
}
