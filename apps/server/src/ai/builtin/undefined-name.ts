/**
 * "NameError: name 'x' is not defined" (Python) and "ReferenceError: x is not defined"
 * (JavaScript) asked about code in front of the assistant: where the code uses the name and why it
 * is not defined there, the causes newcomers meet most (a parameter used outside its function, a
 * name used before its line, a name local to another function, a typo, text without quotes).
 */
import type { CodeSubject } from './answer-code.ts';
import { codeOf, type FunctionShape } from './code-shape.ts';

// Python's and JavaScript's own wording, or a quoted name: "my function is not defined" names nothing.
const UNDEFINED = [
  /\bname\s+['"‘“`]?([A-Za-z_]\w*)['"’”`]?\s+is not defined/,
  /ReferenceError:\s*([A-Za-z_$][\w$]*)\s+is not defined/,
  /['"‘“`]([A-Za-z_$][\w$]*)['"’”`]\s+is not defined/,
];
const PYTHON_CONSTANTS: Record<string, string> = { true: 'True', false: 'False', none: 'None', null: 'None' };
const PYTHON_BUILTINS = ['print', 'input', 'len', 'range', 'int', 'str', 'float', 'list', 'dict', 'set', 'sum'];
const JS_BUILTINS = ['console', 'document', 'window', 'Math', 'JSON', 'parseInt', 'parseFloat', 'Number', 'String'];

interface Definition {
  line: number;
  /** The function whose body holds the definition, or null at the top level. */
  owner: FunctionShape | null;
}

const lineRef = (start: number, end: number) => (end > start ? `lines ${start}–${end}` : `line ${start}`);
const escape = (text: string) => text.replace(/[$]/g, '\\$');

/** The name an error message says is not defined, if it says so. */
export function undefinedNameOf(message: string): string | null {
  for (const pattern of UNDEFINED) {
    const name = pattern.exec(message)?.[1];
    if (name) return name;
  }
  return null;
}

/** Where `name` is given a value (assigned, imported, defined, bound by a loop or `as`). */
function definitionPattern(name: string): RegExp {
  const n = escape(name);
  return new RegExp(
    [
      `\\b(?:def|class|function|const|let|var|import|as|global|nonlocal)\\s+${n}\\b`,
      `\\bfor\\s*\\(?\\s*(?:(?:const|let|var)\\s+)?(?:[\\w$]+\\s*,\\s*)*${n}\\b[\\w$,\\s)]*\\s+(?:in|of)\\b`,
      `^\\s*(?:[\\w$]+\\s*,\\s*)*${n}\\s*(?:,\\s*[\\w$]+\\s*)*(?::[^=]+)?=(?!=)`,
      `\\bimport\\s+[\\w.,\\s]*\\b${n}\\b`,
      `\\blambda\\b[^:]*\\b${n}\\b[^:]*:`,
      `(?:^|[(,=]\\s*)\\(?[\\w$,\\s]*\\b${n}\\b[\\w$,\\s]*\\)?\\s*=>`,
    ].join('|'),
  );
}

/** The innermost function whose lines hold `line`. */
function ownerOf(shapes: readonly FunctionShape[], line: number): FunctionShape | null {
  const holding = shapes.filter((shape) => line > shape.startLine && line <= shape.endLine);
  return holding.sort((left, right) => right.startLine - left.startLine)[0] ?? null;
}

/** Names the code defines, for a near miss: every word on the left of a definition. */
function definedNames(lines: readonly string[], language: string, shapes: readonly FunctionShape[]): Set<string> {
  const names = new Set<string>(shapes.flatMap((shape) => [shape.name, ...shape.params.map((param) => param.name)]));
  for (const line of lines) {
    const code = codeOf(line, language);
    for (const match of code.matchAll(/\b(?:def|class|function|const|let|var|as|for)\s+([A-Za-z_$][\w$]*)/g)) {
      if (match[1]) names.add(match[1]);
    }
    // Arrow functions' and lambdas' parameters.
    for (const match of code.matchAll(/\(([\w$,\s]*)\)\s*=>|([A-Za-z_$][\w$]*)\s*=>|\blambda\b([^:]*):/g)) {
      for (const param of (match[1] ?? match[2] ?? match[3] ?? '').split(',')) {
        if (param.trim()) names.add(param.trim());
      }
    }
    const assigned = /^\s*([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=(?!=)/.exec(code)?.[1];
    if (assigned) names.add(assigned);
  }
  return names;
}

/** Edit distance up to 2 (a typo), or the same letters in another case. */
function isNearMiss(typed: string, known: string): boolean {
  if (typed === known) return false;
  if (typed.toLowerCase() === known.toLowerCase()) return true;
  if (Math.abs(typed.length - known.length) > 2 || Math.min(typed.length, known.length) < 3) return false;
  let previous = Array.from({ length: known.length + 1 }, (_, index) => index);
  for (let i = 1; i <= typed.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= known.length; j += 1) {
      const cost = typed[i - 1] === known[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = current;
  }
  return (previous[known.length] ?? 3) <= 2;
}

/** Why `name` is not defined where the code uses it, or null when the error names no name. */
export function undefinedNameAnswer(message: string, subject: CodeSubject): string | null {
  const name = undefinedNameOf(message);
  if (!name) return null;
  const { lines, result } = subject.insight;
  const language = result.language;
  const shapes = subject.shapes;
  const word = new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])`);
  const defines = definitionPattern(name);
  const uses: number[] = [];
  const definitions: Definition[] = [];
  for (const [index, line] of lines.entries()) {
    const code = codeOf(line, language);
    if (!word.test(code)) continue;
    if (defines.test(code)) definitions.push({ line: index + 1, owner: ownerOf(shapes, index + 1) });
    else uses.push(index + 1);
  }
  const parameterOf = shapes.filter((shape) => shape.params.some((param) => param.name === name));
  const use = uses.find(
    (line) =>
      !parameterOf.some((shape) => holds(shape, line)) &&
      !definitions.some((definition) => reaches(definition, line, ownerOf(shapes, line))),
  );
  if (use === undefined) {
    if (uses.length === 0) {
      return `This code never uses \`${name}\`: the error comes from other code, or from an older version of this file. Run the file as it is now and read the line number the error names.`;
    }
    return null;
  }
  const at = `Line ${use} uses \`${name}\``;
  const parameter = parameterOf.find((shape) => use < shape.startLine || use > shape.endLine);
  if (parameter && new RegExp(`\\b${escape(parameter.name)}\\s*\\(`).test(lines[use - 1] ?? '')) {
    return (
      `${at} to call \`${parameter.name}\`, but \`${name}\` is only the name \`${parameter.name}\` gives its parameter ` +
      `inside the function (line ${parameter.startLine}); outside it nothing is called \`${name}\`. Pass a value instead, ` +
      `or assign \`${name} = …\` above line ${use}.`
    );
  }
  if (parameter) {
    return (
      `${at}, but \`${name}\` is a parameter of \`${parameter.name}\` (${lineRef(parameter.startLine, parameter.endLine)}): ` +
      `it exists only inside that function, while it runs, and line ${use} is outside it. If line ${use} belongs in ` +
      `\`${parameter.name}\`, ${language === 'python' ? 'indent it into the function’s block' : 'move it inside the function’s braces'}; ` +
      `otherwise call the function with a value, as in \`${parameter.name}(…)\`.`
    );
  }
  const local = definitions.find((definition) => definition.owner && !holds(definition.owner, use));
  if (local?.owner) {
    return (
      `${at}, but \`${name}\` is only assigned inside \`${local.owner.name}\` (line ${local.line}), so it is local to that ` +
      `function and gone when it returns. Return it from \`${local.owner.name}\` and keep the result: ` +
      `\`${name} = ${local.owner.name}(…)\`.`
    );
  }
  const later = definitions.find((definition) => definition.line > use);
  if (later) {
    return `${at} before line ${later.line} defines it. The file runs from the top, so the definition must come first: move line ${later.line} above line ${use}.`;
  }
  if (language === 'python' && PYTHON_CONSTANTS[name.toLowerCase()] && name !== PYTHON_CONSTANTS[name.toLowerCase()]) {
    return `${at}: Python spells it \`${PYTHON_CONSTANTS[name.toLowerCase()]}\`, with a capital letter.`;
  }
  const known = [...definedNames(lines, language, shapes), ...(language === 'python' ? PYTHON_BUILTINS : JS_BUILTINS)];
  const near = known.find((candidate) => isNearMiss(name, candidate));
  if (near) {
    const where = firstLineDefining(lines, language, near);
    return `${at}, and nothing defines \`${name}\`, but \`${near}\`${where ? ` (line ${where})` : ''} is close: a typo? Names must match exactly, capitals included.`;
  }
  if (
    new RegExp(`\\b(?:print|console\\.log|input|alert)\\s*\\(\\s*${escape(name)}\\s*\\)`).test(lines[use - 1] ?? '')
  ) {
    return `${at}, and nothing defines it. If you meant the text ${name}, put it in quotes: \`"${name}"\`; without them it is read as a variable's name.`;
  }
  return `${at}, and nothing in this file gives it a value. Assign it before line ${use}, import it, or check its spelling.`;
}

function holds(shape: FunctionShape, line: number): boolean {
  return line >= shape.startLine && line <= shape.endLine;
}

/**
 * Whether a definition gives the name a value at a use: a function's own names only inside it, top-level
 * names below their line, or anywhere inside a function (which runs after the file has been read).
 */
function reaches(definition: Definition, use: number, useOwner: FunctionShape | null): boolean {
  if (definition.owner) return holds(definition.owner, use) && definition.line < use;
  return definition.line < use || useOwner !== null;
}

function firstLineDefining(lines: readonly string[], language: string, name: string): number | null {
  const defines = definitionPattern(name);
  const index = lines.findIndex((line) => defines.test(codeOf(line, language)));
  return index < 0 ? null : index + 1;
}
