/**
 * The accumulating loop: a variable set to 0 or an empty list, a loop over a collection that only
 * adds to it (optionally under one condition), and a return of that variable right after the loop.
 * Read from the function's lines in Python, JavaScript and TypeScript. Knowing the pattern lets the
 * assistant say what such a function computes and write its one-line form (`sum`, a comprehension,
 * `reduce`, `map`/`filter`), and only when the pattern is really there.
 */
import { indentOf, type FunctionShape } from './code-shape.ts';
import type { Rewrite } from './rewrites.ts';

export interface Accumulation {
  /** A total of the values, or a list of them. */
  kind: 'sum' | 'list';
  accumulator: string;
  item: string;
  source: string;
  /** What each item adds (`item` itself, `item.price`, `1` …). */
  value: string;
  /** The loop body's one condition, if any. */
  condition: string | null;
  /** The variable's first value as written (`0`, `0.0`, `[]` …). */
  start: string;
  /** Lines (1-based, in the file) from the variable's first value to its return. */
  startLine: number;
  endLine: number;
}

interface CodeLine {
  /** Index in `shape.lines`. */
  index: number;
  indent: number;
  text: string;
}

const IDENTIFIER = String.raw`[A-Za-z_$][\w$]*`;

function codeLines(shape: FunctionShape): CodeLine[] {
  const comment = shape.language === 'python' ? /^\s*#/ : /^\s*\/\//;
  return shape.lines
    .map((line, index) => ({ index, indent: indentOf(line), text: line.trim() }))
    .filter((line) => line.index > 0 && line.text !== '' && !comment.test(line.text));
}

/** `name` as a whole word in `text`. */
function mentions(text: string, name: string): boolean {
  return new RegExp(String.raw`(^|[^\w$])${name.replace(/\$/g, '\\$')}($|[^\w$])`).test(text);
}

/** What one statement adds to `accumulator`: `[kind, value]`, or null. */
function addition(statement: string, accumulator: string, python: boolean): ['sum' | 'list', string] | null {
  const text = python ? statement : statement.replace(/;$/, '');
  if (text.startsWith(`${accumulator} += `)) return ['sum', text.slice(accumulator.length + 4).trim()];
  if (text.startsWith(`${accumulator} = ${accumulator} + `)) {
    return ['sum', text.slice(2 * accumulator.length + 6).trim()];
  }
  const call = `${accumulator}.${python ? 'append' : 'push'}(`;
  if (text.startsWith(call) && text.endsWith(')')) return ['list', text.slice(call.length, -1).trim()];
  return null;
}

function findPython(lines: CodeLine[], shape: FunctionShape): Accumulation | null {
  for (let at = 0; at + 3 < lines.length; at++) {
    const [init, loop] = [lines[at]!, lines[at + 1]!];
    const start = new RegExp(String.raw`^(${IDENTIFIER}) = (0|0\.0|\[\]|list\(\))$`).exec(init.text);
    const header = new RegExp(String.raw`^for (${IDENTIFIER}) in (.+):$`).exec(loop.text);
    if (!start || !header || loop.indent !== init.indent) continue;
    const [, accumulator = '', empty = ''] = start;
    const [, item = '', source = ''] = header;
    let next = at + 2;
    let condition: string | null = null;
    const conditional = /^if (.+):$/.exec(lines[next]!.text);
    if (conditional && lines[next]!.indent > loop.indent) {
      condition = conditional[1] ?? null;
      next += 1;
    }
    const body = lines[next];
    const after = lines[next + 1];
    if (!body || !after || body.indent <= (condition ? lines[next - 1]!.indent : loop.indent)) continue;
    const added = addition(body.text, accumulator, true);
    if (!added || (added[0] === 'sum') !== (empty === '0' || empty === '0.0')) continue;
    if (after.indent !== init.indent || after.text !== `return ${accumulator}`) continue;
    const found = { accumulator, item, source, condition, start: empty, kind: added[0], value: added[1] };
    if (usedElsewhere(shape, found, [init, lines[at + 1]!, body, after])) continue;
    return { ...found, startLine: shape.startLine + init.index, endLine: shape.startLine + after.index };
  }
  return null;
}

function findScript(lines: CodeLine[], shape: FunctionShape): Accumulation | null {
  for (let at = 0; at + 4 < lines.length; at++) {
    const [init, loop] = [lines[at]!, lines[at + 1]!];
    const start = new RegExp(String.raw`^(?:let|var|const) (${IDENTIFIER})(?:: [\w<>[\]]+)? = (0|\[\]);$`).exec(
      init.text,
    );
    const header = new RegExp(String.raw`^for \((?:const|let|var) (${IDENTIFIER}) of (.+)\) \{$`).exec(loop.text);
    if (!start || !header || loop.indent !== init.indent) continue;
    const [, accumulator = '', empty = ''] = start;
    const [, item = '', source = ''] = header;
    let next = at + 2;
    let condition: string | null = null;
    const conditional = /^if \((.+)\) \{$/.exec(lines[next]!.text);
    if (conditional) {
      condition = conditional[1] ?? null;
      next += 1;
    }
    const body = lines[next];
    const closings = condition ? [lines[next + 1], lines[next + 2]] : [lines[next + 1]];
    const after = lines[next + closings.length + 1];
    if (!body || !after || closings.some((line) => line?.text !== '}')) continue;
    // Each block closes at the indentation it opened at, and the body sits inside the innermost.
    const opener = condition ? lines[next - 1]! : loop;
    if ((condition && opener.indent <= loop.indent) || body.indent <= opener.indent) continue;
    if (closings[0]!.indent !== opener.indent || closings.at(-1)!.indent !== loop.indent) continue;
    const added = addition(body.text, accumulator, false);
    if (!added || (added[0] === 'sum') !== (empty === '0')) continue;
    if (after.indent !== init.indent || after.text !== `return ${accumulator};`) continue;
    const found = { accumulator, item, source, condition, start: empty, kind: added[0], value: added[1] };
    if (usedElsewhere(shape, found, [init, loop, body, after])) continue;
    return { ...found, startLine: shape.startLine + init.index, endLine: shape.startLine + after.index };
  }
  return null;
}

/** The accumulator must live only in the pattern's lines, and what is added must not read it. */
function usedElsewhere(
  shape: FunctionShape,
  found: Omit<Accumulation, 'startLine' | 'endLine'>,
  patternLines: CodeLine[],
): boolean {
  const own = new Set(patternLines.map((line) => line.index));
  if (mentions(found.value, found.accumulator) || (found.condition && mentions(found.condition, found.accumulator))) {
    return true;
  }
  return shape.lines.some((line, index) => !own.has(index) && mentions(line, found.accumulator));
}

/**
 * A loop over indexes (`for i in range(len(items))`) that only reads `items[i]` is a loop over
 * the items: read so, its simplest form is `sum(items)`, not `sum(items[i] for i in …)`.
 */
function overItems(found: Accumulation): Accumulation {
  const range = new RegExp(String.raw`^range\(len\((${IDENTIFIER})\)\)$`).exec(found.source.trim());
  const list = range?.[1];
  if (!list) return found;
  const indexed = new RegExp(String.raw`\b${list}\[\s*${found.item}\s*\]`, 'g');
  const rest = (text: string) => text.replace(indexed, '');
  // The index itself must mean nothing else in what the loop adds or tests.
  if (mentions(rest(found.value), found.item) || (found.condition && mentions(rest(found.condition), found.item))) {
    return found;
  }
  const singular = list.length > 1 && list.endsWith('s') ? list.slice(0, -1) : 'element';
  const item = [found.value, found.condition ?? ''].some((text) => mentions(text, singular)) ? 'element' : singular;
  return {
    ...found,
    item,
    source: list,
    value: found.value.replace(indexed, item),
    condition: found.condition?.replace(indexed, item) ?? null,
  };
}

/** The accumulating loop of a function, if it has one (Python, JavaScript, TypeScript). */
export function findAccumulation(shape: FunctionShape): Accumulation | null {
  const lines = codeLines(shape);
  if (shape.language === 'python') {
    const found = findPython(lines, shape);
    return found ? overItems(found) : null;
  }
  if (shape.language === 'javascript' || shape.language === 'typescript') return findScript(lines, shape);
  return null;
}

/** "`total` returns the sum of `items`." */
export function describeAccumulation(shape: FunctionShape, found: Accumulation): string {
  const each =
    found.value === found.item
      ? `\`${found.source}\``
      : `\`${found.value}\` for each \`${found.item}\` in \`${found.source}\``;
  const which = found.condition ? ` where \`${found.condition}\`` : '';
  if (found.kind === 'sum') {
    const counts = found.value === '1';
    return counts
      ? `\`${shape.name}\` counts the items of \`${found.source}\`${which}.`
      : `\`${shape.name}\` returns the sum of ${each}${which}.`;
  }
  return found.value === found.item
    ? `\`${shape.name}\` returns the items of \`${found.source}\`${which} as a new list.`
    : `\`${shape.name}\` returns a new list of ${each}${which}.`;
}

/** The loop as one expression, and what that expression uses. */
function oneLiner(found: Accumulation, python: boolean): { expression: string; uses: string } {
  const { item, source, value, condition } = found;
  const same = value === item;
  if (python) {
    const filter = condition ? ` if ${condition}` : '';
    if (found.kind === 'sum') {
      // A float start (0.0) stays the start, so a list of ints still sums to a float.
      const float = found.start === '0.0' ? ', 0.0' : '';
      const generator = `${value} for ${item} in ${source}${filter}`;
      const expression =
        same && !condition ? `sum(${source}${float})` : float ? `sum((${generator})${float})` : `sum(${generator})`;
      return { expression, uses: 'the built-in `sum`' };
    }
    return same && !condition
      ? { expression: `list(${source})`, uses: '`list`' }
      : { expression: `[${value} for ${item} in ${source}${filter}]`, uses: 'a list comprehension' };
  }
  const filtered = condition ? `${source}.filter((${item}) => ${condition})` : source;
  if (found.kind === 'sum') {
    return {
      expression: `${filtered}.reduce((total, ${item}) => total + ${value}, 0)`,
      uses: condition ? '`filter` and `reduce`' : '`reduce`',
    };
  }
  if (same) {
    return condition ? { expression: filtered, uses: '`filter`' } : { expression: `[...${source}]`, uses: 'a spread' };
  }
  return { expression: `${filtered}.map((${item}) => ${value})`, uses: condition ? '`filter` and `map`' : '`map`' };
}

/** The accumulating loop written as one expression. */
export function accumulationRewrite(shape: FunctionShape): Rewrite | null {
  const found = findAccumulation(shape);
  if (!found) return null;
  const python = shape.language === 'python';
  const first = found.startLine - shape.startLine;
  const last = found.endLine - shape.startLine;
  const indent = /^\s*/.exec(shape.lines[first] ?? '')?.[0] ?? '';
  const { expression, uses } = oneLiner(found, python);
  const code = [
    ...shape.lines.slice(0, first),
    `${indent}return ${expression}${python ? '' : ';'}`,
    ...shape.lines.slice(last + 1),
  ].join('\n');
  const arrayOnly = !python && uses !== 'a spread';
  return {
    title: `Write the loop as ${uses}`,
    why:
      `${describeAccumulation(shape, found)} Lines ${found.startLine}–${found.endLine} only add to ` +
      `\`${found.accumulator}\`, so one expression says the same with no variable to keep right` +
      (arrayOnly ? ` (for an array; wrap another iterable in \`Array.from\` first).` : '.'),
    code,
    line: found.startLine,
  };
}
