/**
 * "NameError: name 'x' is not defined" (Python), "ReferenceError: x is not defined" (JavaScript)
 * and "cannot find symbol … variable x" (javac) asked about code in front of the assistant: where
 * the code uses the name and why it is not defined there, the causes newcomers meet most (a parameter used outside its function, a
 * name used before its line, a name local to another function, a typo, text without quotes).
 */
import type { CodeSubject } from './answer-code.ts';
import { escapeRegExp, lineRef } from './code-insight.ts';
import { codeOf, type FunctionShape } from './code-shape.ts';

// Python's and JavaScript's own wording, or a quoted name: "my function is not defined" names nothing.
const UNDEFINED = [
  /\bname\s+['"‘“`]?([A-Za-z_]\w*)['"’”`]?\s+is not defined/,
  /\blocal variable\s+['"‘“`]?([A-Za-z_]\w*)['"’”`]?/,
  // javac: "error: cannot find symbol … symbol:   variable totl".
  /\bsymbol:\s+(?:variable|method|class)\s+([A-Za-z_$][\w$]*)/,
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

/** The name an error message says is not defined, if it says so. */
export function undefinedNameOf(message: string): string | null {
  for (const pattern of UNDEFINED) {
    const name = pattern.exec(message)?.[1];
    if (name) return name;
  }
  return null;
}

const BINDING_KEYWORDS = new Set(['def', 'class', 'function', 'const', 'let', 'var', 'as', 'global', 'nonlocal']);
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

interface Token {
  text: string;
  start: number;
  end: number;
}

const tokensOf = (text: string): Token[] =>
  [...text.matchAll(IDENTIFIER)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));

/** Where a line assigns with `=` (not `==`, `<=`, `+=`, `=>`, `:=`), before any bracket or string; else -1. */
function assignmentAt(code: string): number {
  for (let index = 0; index < code.length; index += 1) {
    const char = code[index] ?? '';
    if ('([{"\''.includes(char)) return -1;
    if (char !== '=') continue;
    const next = code[index + 1] ?? '';
    return next === '=' || next === '>' || '=<>!+-*/%&|^@:'.includes(code[index - 1] ?? ' ') ? -1 : index;
  }
  return -1;
}

/**
 * The names a line of code gives a value: after `def`/`class`/`const`/`as` …, after `import`, between
 * `for` and `in`/`of`, a lambda's or arrow function's parameters, the targets of an assignment.
 * Linear scans only: the line may be anything a user pasted.
 */
function boundNames(code: string): Set<string> {
  const tokens = tokensOf(code);
  const bound = new Set<string>();
  const add = (token: Token | undefined) => {
    if (token && !BINDING_KEYWORDS.has(token.text)) bound.add(token.text);
  };
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    if (BINDING_KEYWORDS.has(token.text) && next && code.slice(token.end, next.start).trim() === '') add(next);
  }
  const first = (word: string) => tokens.findIndex((token) => token.text === word);
  const imported = first('import');
  if (imported >= 0) tokens.slice(imported + 1).forEach(add);
  // `for x in xs` and `for (const x of xs)`; a C-style `for (let i = 0; …)` binds through its `let`.
  const loop = first('for');
  if (loop >= 0 && tokens.slice(loop + 1).some((token) => token.text === 'in' || token.text === 'of')) {
    for (const token of tokens.slice(loop + 1)) {
      if (token.text === 'in' || token.text === 'of') break;
      add(token);
    }
  }
  const lambda = first('lambda');
  if (lambda >= 0) {
    const colon = code.indexOf(':', tokens[lambda]?.end ?? 0);
    tokens
      .slice(lambda + 1)
      .filter((token) => colon < 0 || token.start < colon)
      .forEach(add);
  }
  // Arrow functions: `(a, b) =>` or `a =>`; each arrow looks back only to the one before it.
  let from = 0;
  for (let arrow = code.indexOf('=>'); arrow >= 0; arrow = code.indexOf('=>', from)) {
    const before = code.slice(from, arrow).trimEnd();
    const params = before.endsWith(')')
      ? before.slice(before.lastIndexOf('(') + 1)
      : (tokensOf(before).at(-1)?.text ?? '');
    tokensOf(params).forEach(add);
    from = arrow + 2;
  }
  const equals = assignmentAt(code);
  if (equals >= 0) {
    const colon = code.indexOf(':');
    const targets = code.slice(0, colon >= 0 && colon < equals ? colon : equals);
    tokensOf(targets)
      .filter((token) => code[token.start - 1] !== '.')
      .forEach(add);
  }
  return bound;
}

/** The innermost function whose lines hold `line`. */
function ownerOf(shapes: readonly FunctionShape[], line: number): FunctionShape | null {
  const holding = shapes.filter((shape) => line > shape.startLine && line <= shape.endLine);
  return holding.sort((left, right) => right.startLine - left.startLine)[0] ?? null;
}

/** Names the code defines anywhere, for a near miss. */
function definedNames(lines: readonly string[], language: string, shapes: readonly FunctionShape[]): Set<string> {
  const names = new Set<string>(shapes.flatMap((shape) => [shape.name, ...shape.params.map((param) => param.name)]));
  for (const line of lines) for (const name of boundNames(codeOf(line, language))) names.add(name);
  return names;
}

/** Edit distance up to 2 (a typo), the same letters in another case, or one part of a snake_case name. */
function isNearMiss(typed: string, known: string): boolean {
  if (typed === known) return false;
  if (typed.toLowerCase() === known.toLowerCase()) return true;
  if (typed.length >= 3 && (known.startsWith(`${typed}_`) || known.endsWith(`_${typed}`))) return true;
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
  const word = new RegExp(`(?<![\\w$.])${escapeRegExp(name)}(?![\\w$])`);
  const uses: number[] = [];
  const definitions: Definition[] = [];
  for (const [index, line] of lines.entries()) {
    const code = codeOf(line, language);
    if (!word.test(code)) continue;
    if (!boundNames(code).has(name)) {
      uses.push(index + 1);
      continue;
    }
    definitions.push({ line: index + 1, owner: ownerOf(shapes, index + 1) });
    // `count = count + 1` reads the name before this line gives it a value.
    const equals = assignmentAt(code);
    if (equals >= 0 && word.test(code.slice(equals + 1))) uses.push(index + 1);
  }
  const shadowed = /\blocal variable\b/.test(message) ? localBeforeAssignment(name, uses, definitions) : null;
  if (shadowed) return shadowed;
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
  if (parameter && new RegExp(`\\b${escapeRegExp(parameter.name)}\\s*\\(`).test(lines[use - 1] ?? '')) {
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
  if (definitions.some((definition) => definition.line === use)) {
    return `${at} on the right of its own assignment, before it has a value. Give it a starting value first, above any loop that updates it: \`${name} = 0\`.`;
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
    new RegExp(`\\b(?:print|console\\.log|input|alert)\\s*\\(\\s*${escapeRegExp(name)}\\s*\\)`).test(
      lines[use - 1] ?? '',
    )
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
  const index = lines.findIndex((line) => boundNames(codeOf(line, language)).has(name));
  return index < 0 ? null : index + 1;
}

/**
 * UnboundLocalError: a function that assigns a name makes it local for its whole body, so reading it
 * before that assignment fails even when the file has a top-level name of the same spelling.
 */
function localBeforeAssignment(
  name: string,
  uses: readonly number[],
  definitions: readonly Definition[],
): string | null {
  for (const definition of definitions) {
    const owner = definition.owner;
    if (!owner) continue;
    const use = uses.find((line) => holds(owner, line) && line <= definition.line);
    if (use === undefined) continue;
    const outer = definitions.find((candidate) => !candidate.owner);
    return (
      `Line ${use} reads \`${name}\` inside \`${owner.name}\`, and \`${owner.name}\` also assigns it (line ${definition.line}), ` +
      `so Python treats \`${name}\` as local to \`${owner.name}\` for the whole function` +
      `${outer ? `, not as the \`${name}\` of line ${outer.line}` : ''}, and that local one has no value yet. ` +
      `Pass it in and return the new value: \`def ${owner.name}(${name}): … return ${name}\`, called as ` +
      `\`${name} = ${owner.name}(${name})\`${outer ? `; or write \`global ${name}\` as the first line of \`${owner.name}\`` : ''}.`
    );
  }
  return null;
}
