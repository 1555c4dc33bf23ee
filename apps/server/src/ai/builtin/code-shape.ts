/**
 * The shape of each function the engine found: parameters, loops nested by indentation, calls to
 * itself, branches and returns. The engine gives exact function ranges for every language; inside
 * them the block structure comes from indentation, which formatted Python, JavaScript, TypeScript
 * and Java all share, so one reader serves the four languages the same way.
 */
import type { FunctionMetric, GrowthCall, GrowthFacts, GrowthLoop } from '@hammurabi/analysis';

/** A parameter as written in the signature. */
export interface ParamShape {
  name: string;
  /** The written type or annotation, if any. */
  type: string | null;
  defaultValue: string | null;
}

/** A loop with the loops inside it (from the syntax tree, or from indentation without one). */
export type LoopShape = GrowthLoop;

/** A call whose cost is known (`sort` n log n, `in`/`includes` on a list n). */
export type CostlyCall = GrowthCall;

/** One function, read for complexity, tests and documentation. */
export interface FunctionShape {
  name: string;
  startLine: number;
  endLine: number;
  language: string;
  params: ParamShape[];
  /** The function's lines, index 0 being startLine. */
  lines: string[];
  loops: LoopShape[];
  recursiveCalls: { line: number; halving: boolean; part: boolean }[];
  /** The most calls to itself one run of the body makes (calls in exclusive branches count once). */
  recursionPerPath: number;
  memoised: boolean;
  /** True when loops, calls and recursion came from the syntax tree rather than from indentation. */
  fromTree: boolean;
  calls: CostlyCall[];
  branches: { line: number; condition: string }[];
  returns: { line: number; value: string }[];
  raises: { line: number; text: string }[];
  /** Lines that build a new collection the size of the input. */
  allocations: number[];
  isAsync: boolean;
}

/** A line's indentation in columns (a tab counts four). */
export const indentOf = (line: string) => /^\s*/.exec(line)?.[0].replace(/\t/g, '    ').length ?? 0;
const isBlank = (line: string) => /^\s*$/.test(line) || /^\s*(#|\/\/|\*|\/\*)/.test(line);

/** The line without its trailing comment and string contents, so words in them do not count. */
export function codeOf(line: string, language: string): string {
  // An escape or one character that is neither a backslash nor the quote: with `(?!\1).` a backslash
  // could be read either way, and a run of them without a closing quote took exponential time.
  const noStrings = line.replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, '""');
  return language === 'python' ? noStrings.replace(/#.*$/, '') : noStrings.replace(/\/\/.*$/, '');
}

/** Splits a parameter list at top-level commas. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if ('([{<'.includes(char)) depth += 1;
    if (')]}>'.includes(char)) depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

function paramOf(raw: string, language: string): ParamShape | null {
  const [left, ...rest] = raw.split('=');
  const defaultValue = rest.length > 0 ? rest.join('=').trim() : null;
  const declaration = (left ?? '').replace(/^(public|private|protected|readonly|final|\.\.\.|\*\*?)\s*/g, '').trim();
  if (language === 'java' || language === 'c++' || language === 'c#') {
    // The name comes last: `int[] values`, `const std::vector<int>& values`, `ref int count`.
    const words = declaration.replace(/([&*])(?=\w)/g, '$1 ').split(/\s+/);
    const name = (words.pop() ?? '').replace(/\[\]$/, '');
    return name ? { name, type: words.join(' ') || null, defaultValue } : null;
  }
  if (language === 'go') {
    // Go writes the name first: `jobs []Job`, `a, b int` (here `a` and `b int`).
    const [name = '', ...type] = declaration.split(/\s+/);
    return /^[A-Za-z_]\w*$/.test(name) ? { name, type: type.join(' ') || null, defaultValue: null } : null;
  }
  const [name, ...typeParts] = declaration.split(':');
  const clean = (name ?? '').replace(/[?]$/, '').trim();
  if (!/^[A-Za-z_$][\w$]*$/.test(clean) || clean === 'self' || clean === 'cls') return null;
  return { name: clean, type: typeParts.join(':').trim() || null, defaultValue };
}

/** The parameters written in a function's signature (the first parenthesised list after its name). */
function paramsOf(lines: readonly string[], name: string, language: string): ParamShape[] {
  const head = lines.slice(0, 8).join('\n');
  const at = head.search(
    new RegExp(`${name.replace(/[$]/g, '\\$')}\\s*(=\\s*(async\\s*)?(function\\s*)?)?(<[^>]*>)?\\s*\\(`),
  );
  const open = head.indexOf('(', Math.max(0, at));
  if (open < 0) return [];
  let depth = 0;
  for (let index = open; index < head.length; index += 1) {
    if (head[index] === '(') depth += 1;
    if (head[index] === ')') depth -= 1;
    if (depth === 0) {
      return splitTopLevel(head.slice(open + 1, index))
        .map((raw) => paramOf(raw, language))
        .filter((param): param is ParamShape => param !== null);
    }
  }
  return [];
}

const PY_FOR = /^\s*(?:async\s+)?for(?![\w$])/;
const FOR = /^\s*for(?![\w$])/;
const WHILE = /^\s*(?:}\s*)?while(?![\w$])/;
const IF = /^\s*(?:}\s*)?(?:el(?:se\s*)?if|if)(?![\w$])/;

/**
 * The condition of an `if`/`while` line: what follows the keyword, without the block's `:` or `{`
 * and one pair of brackets. Sliced, not matched: a lazy group between optional brackets and spaces
 * backtracked in cubic time on a line of spaces.
 */
function conditionAfter(head: RegExp, line: string): string | null {
  const keyword = head.exec(line);
  if (!keyword) return null;
  let rest = line.slice(keyword[0].length).trim();
  if (rest.endsWith('{') || rest.endsWith(':')) rest = rest.slice(0, -1).trimEnd();
  if (rest.startsWith('(')) rest = rest.slice(1);
  if (rest.endsWith(')')) rest = rest.slice(0, -1);
  return rest.trim() === '' ? null : rest.trim();
}
const CALLBACK_LOOP = /\.(forEach|map|filter|reduce|some|every|find|findIndex|flatMap)\s*\(/;
const COMPREHENSION = /[[{(][^[\]{}()]*\bfor\s+\w[\w, ]*\s+in\s+[^\]})]+[\]})]/;
const WORDS = /[A-Za-z_$][\w$]*/g;
const KEYWORDS = new Set(
  'for in of let const var int long range len length size while true false None null not and or i j k'.split(' '),
);

interface LoopHead {
  variable: string | null;
  bound: string;
}

/** `init; test; update`: the counter and everything its bound depends on. */
function countingLoopHead(inner: string): LoopHead {
  const [init = '', test = '', update = ''] = inner.split(';');
  const variable = /(\w+)\s*:?=/.exec(init)?.[1] ?? null;
  return { variable, bound: `${test} ; ${update} ; ${init.split('=').slice(1).join('=')}` };
}

/** Go's one loop keyword: `for _, x := range xs`, `for i := 0; i < n; i++`, or `for cond`. */
function goLoopHead(clause: string): LoopHead {
  const range = /^(?:(\w+)\s*(?:,\s*(\w+))?\s*:?=\s*)?range\s+(.+)$/.exec(clause);
  if (range) {
    const variable = range[2] && range[2] !== '_' ? range[2] : (range[1] ?? null);
    return { variable: variable === '_' ? null : variable, bound: range[3] ?? '' };
  }
  return clause.includes(';') ? countingLoopHead(clause) : { variable: null, bound: clause };
}

/**
 * A loop line's head, sliced after the keyword rather than matched whole: lazy groups between
 * optional spaces backtracked in polynomial time (a Python `for` line of spaces never finished).
 * Python `for target in iterable:`, C-style `for (…) {`, Go's `for … {`.
 */
function forClauses(code: string): { python?: [string, string]; c?: string; go?: string } {
  const python = PY_FOR.exec(code);
  const rest = python ? code.slice(python[0].length).trim() : '';
  if (python && rest.endsWith(':')) {
    const clause = rest.slice(0, -1);
    const separator = /\sin\s/.exec(clause);
    if (separator && separator.index > 0) {
      return { python: [clause.slice(0, separator.index).trim(), clause.slice(separator.index + 4).trim()] };
    }
  }
  if (!FOR.test(code)) return {};
  let head = code.replace(FOR, '').trim();
  if (head.startsWith('(')) {
    if (head.endsWith('{')) head = head.slice(0, -1).trimEnd();
    return head.endsWith(')') ? { c: head.slice(1, -1) } : {};
  }
  return head.endsWith('{') && head.indexOf('{') === head.length - 1 ? { go: head.slice(0, -1) } : {};
}

function loopHead(code: string): LoopHead | null {
  const { python, c, go } = forClauses(code);
  if (python) return { variable: python[0].split(',')[0]?.trim() ?? null, bound: python[1] };
  if (c !== undefined) {
    const each = /^\s*(?:const|let|var|final)?\s*(?:[\w<>[\],\s]+\s)?(\w+)\s*(?:of|in|:)\s*(.+)$/.exec(c);
    if (each && !c.includes(';')) return { variable: each[1] ?? null, bound: each[2] ?? '' };
    return countingLoopHead(c);
  }
  const clause = go?.trim() ?? '';
  if (clause && !clause.startsWith('(')) return goLoopHead(clause);
  const condition = conditionAfter(WHILE, code);
  if (condition !== null && !/^\s*}\s*while/.test(code)) return { variable: null, bound: condition };
  const callback = CALLBACK_LOOP.exec(code);
  if (callback) return { variable: null, bound: code.slice(0, callback.index) };
  return null;
}

/** The last line of the block opened at `index` (the following lines indented deeper). */
function blockEnd(lines: readonly string[], index: number): number {
  const base = indentOf(lines[index] ?? '');
  let end = index;
  for (let next = index + 1; next < lines.length; next += 1) {
    const line = lines[next] ?? '';
    if (isBlank(line)) continue;
    if (indentOf(line) <= base) {
      // A closing brace at the loop's own indent still belongs to it.
      if (/^\s*[})\]]/.test(line)) end = next;
      break;
    }
    end = next;
  }
  return end;
}

function namesIn(text: string): string[] {
  return [...new Set(text.match(WORDS) ?? [])].filter((word) => !KEYWORDS.has(word));
}

function readLoops(
  lines: readonly string[],
  from: number,
  to: number,
  offset: number,
  language: string,
  outer: string[],
): LoopShape[] {
  const loops: LoopShape[] = [];
  for (let index = from; index <= to; index += 1) {
    const code = codeOf(lines[index] ?? '', language);
    const head = loopHead(code);
    const comprehension = language === 'python' && !head ? COMPREHENSION.exec(code) : null;
    if (!head && !comprehension) continue;
    const end = head ? blockEnd(lines, index) : index;
    const bound = head?.bound ?? comprehension?.[0].split(/\bin\b/)[1] ?? '';
    const variable = head?.variable ?? null;
    const body = lines
      .slice(index + 1, end + 1)
      .map((line) => codeOf(line, language))
      .join('\n');
    const names = namesIn(bound);
    const loop: LoopShape = {
      line: index + offset,
      endLine: end + offset,
      header: (lines[index] ?? '').trim(),
      variable,
      names,
      shrinking: outer.some((name) => new RegExp(`\\b${name}\\b`).test(bound)),
      halving: isHalving(bound, body),
      constant: /^\s*(range\()?\s*\d+\s*\)?\s*$/.test(bound) || /^\s*\w+\s*<=?\s*\d+\s*;/.test(bound),
      inner: [],
    };
    loop.inner = head
      ? readLoops(lines, index + 1, end, offset, language, variable ? [...outer, variable] : outer)
      : [];
    // A comprehension with two `for` clauses is two nested loops on one line.
    if (comprehension && (code.match(/\bfor\s+\w/g) ?? []).length > 1) {
      loop.inner = [{ ...loop, inner: [], shrinking: false }];
    }
    loops.push(loop);
    if (head) index = end;
  }
  return loops;
}

function isHalving(bound: string, body: string): boolean {
  if (/(\*|\/\/?|>>|<<)=\s*2\b|>>=\s*1|<<=\s*1|=\s*\w+\s*(\*|\/\/?)\s*2\b/.test(`${bound}\n${body}`)) return true;
  return /\b(lo|low|left|start)\b.*\b(hi|high|right|end)\b/.test(bound) && /\bmid\w*\s*=/.test(body);
}

function costlyCalls(lines: readonly string[], offset: number, language: string): CostlyCall[] {
  const calls: CostlyCall[] = [];
  lines.forEach((line, index) => {
    const code = codeOf(line, language);
    if (/\b(sorted|Arrays\.sort|Collections\.sort)\s*\(|\.sort\s*\(|\.sorted\s*\(/.test(code)) {
      calls.push({ line: index + offset, cost: 'nlogn', text: line.trim(), collection: null });
    } else if (
      /\.(includes|indexOf|lastIndexOf|contains|index|count|remove)\s*\(/.test(code) ||
      (language === 'python' &&
        /\bif\b.*\bnot in\b|\bif\b.*\bin\b(?!\s*(range|set|dict|frozenset)\b)/.test(code) &&
        !/^\s*for\b/.test(code))
    ) {
      calls.push({ line: index + offset, cost: 'n', text: line.trim(), collection: null });
    }
  });
  return calls;
}

/** Calls of a function to itself, found by its name on its lines (for code without a tree). */
function recursionByLines(fn: FunctionMetric, codeLines: readonly string[], offset: number) {
  const selfCall = new RegExp(`(^|[^\\w$.])(this\\.|self\\.)?${fn.name.replace(/[$]/g, '\\$')}\\s*\\(`);
  return codeLines.flatMap((line, index) => {
    if (index === 0 || !selfCall.test(line)) return [];
    const count = Math.min(2, line.match(new RegExp(selfCall.source, 'g'))?.length ?? 1);
    const halving = /(\/\/?|>>)\s*2|\bmid\b|\[:\s*\w+\s*\]|\[\s*\w+\s*:\]|\.slice\(|\.substring\(/.test(line);
    return Array.from({ length: count }, () => ({ line: index + offset, halving, part: false }));
  });
}

/**
 * Reads the shape of one function: loops, costly calls and recursion from the engine's syntax tree
 * when it has one for the language, else from indentation and names; parameters, branches, returns
 * and raises from its lines.
 */
export function readFunction(
  fn: FunctionMetric,
  allLines: readonly string[],
  language: string,
  growth?: GrowthFacts,
): FunctionShape {
  const lines = allLines.slice(fn.startLine - 1, fn.endLine);
  const offset = fn.startLine;
  const codeLines = lines.map((line) => codeOf(line, language));
  const bodyStart = codeLines.findIndex((line, index) => index > 0 || /[{:]\s*$/.test(line));
  const recursiveCalls = growth?.recursiveCalls ?? recursionByLines(fn, codeLines, offset);
  const cached = /@(functools\.)?(lru_)?cache\b|\bmemo\w*\b/i.test(
    allLines.slice(Math.max(0, fn.startLine - 4), fn.endLine).join('\n'),
  );
  return {
    name: fn.name,
    startLine: fn.startLine,
    endLine: fn.endLine,
    language,
    params: paramsOf(lines, fn.name, language),
    lines,
    loops: growth?.loops ?? readLoops(lines, Math.max(1, bodyStart), lines.length - 1, offset, language, []),
    recursiveCalls,
    recursionPerPath: growth?.recursionPerPath ?? recursiveCalls.length,
    memoised: (growth?.memoised ?? false) || cached,
    fromTree: growth !== undefined,
    calls: growth?.calls ?? costlyCalls(lines.slice(1), offset + 1, language),
    branches: codeLines.flatMap((line, index) => {
      const condition = index > 0 ? conditionAfter(IF, line) : null;
      return condition === null ? [] : [{ line: index + offset, condition }];
    }),
    returns: codeLines.flatMap((line, index) => {
      return /^\s*return\b/.test(line)
        ? [
            {
              line: index + offset,
              value: (lines[index] ?? '')
                .trim()
                .replace(/^return\s*/, '')
                .replace(/;$/, ''),
            },
          ]
        : [];
    }),
    raises: codeLines.flatMap((line, index) =>
      /^\s*(raise|throw)\b/.test(line) ? [{ line: index + offset, text: (lines[index] ?? '').trim() }] : [],
    ),
    allocations: codeLines.flatMap((line, index) =>
      index > 0 &&
      /\b(sorted|list|dict|set|new (Array|Map|Set|ArrayList|HashMap|HashSet))\s*[(<]|\[\s*\.\.\.|\.(map|filter|slice|concat|copy)\s*\(|\[[^\]]*\bfor\b|\.append\(|\.push\(|\.add\(/.test(
        line,
      )
        ? [index + offset]
        : [],
    ),
    isAsync: /\basync\b/.test(codeLines[0] ?? ''),
  };
}

/** True for a line that swaps or moves elements of one array: `a[i], a[j] = a[j], a[i]`, `a[i] = a[j]`, `a[j] = tmp`. */
export function isSwapLine(line: string): boolean {
  return (
    /(\w+)\[[^\]]+\]\s*,\s*\1\[[^\]]+\]\s*=/.test(line) ||
    /\[\s*\w+\[[^\]]+\]\s*,\s*\w+\[[^\]]+\]\s*\]\s*=/.test(line) ||
    /^\s*\w+\[[^\]]+\]\s*=(?!=)/.test(line)
  );
}
