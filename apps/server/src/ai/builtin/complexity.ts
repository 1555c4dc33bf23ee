/**
 * Time and space complexity of a function from its shape: loops nested over input-sized
 * collections multiply, a bound that shrinks with an outer loop stays in the same order, a
 * halving bound is logarithmic, recursion is linear, logarithmic or exponential by its calls,
 * and library calls add their known cost where they run.
 */
import { lineRef } from './code-insight.ts';
import { isSwapLine, type CostlyCall, type FunctionShape, type LoopShape } from './code-shape.ts';

/** An order of growth: n^n · m^m · log n^log · log m^mlog, or exponential. */
interface Cost {
  n: number;
  m: number;
  log: number;
  /** Logarithms of the second collection's size (sorting `m` elements costs m log m). */
  mlog: number;
  exp: boolean;
}

/** A function's complexity with the reasons, each pointing at lines. */
export interface ComplexityReport {
  name: string;
  time: string;
  space: string;
  reasons: string[];
  /** True for a bubble sort without an early exit: already sorted input still costs n². */
  bubbleWithoutEarlyExit: boolean;
  /** Nested loops over two different collections (a join that an index would make linear). */
  joinLines: number[];
  /** True when every call to itself passes the same literal arguments: as written it never ends. */
  endless: boolean;
}

const ONE: Cost = { n: 0, m: 0, log: 0, mlog: 0, exp: false };

function rank(cost: Cost): number {
  return (cost.exp ? 1000 : 0) + (cost.n + cost.m) * 10 + cost.log + cost.mlog;
}

const max = (left: Cost, right: Cost) => (rank(right) > rank(left) ? right : left);
const times = (left: Cost, right: Cost): Cost => ({
  n: left.n + right.n,
  m: left.m + right.m,
  log: left.log + right.log,
  mlog: left.mlog + right.mlog,
  exp: left.exp || right.exp,
});

const SUPERSCRIPTS = ['', '', '²', '³', '⁴', '⁵'];
const power = (base: string, exponent: number) =>
  exponent === 0 ? '' : exponent === 1 ? base : `${base}${SUPERSCRIPTS[exponent] ?? `^${exponent}`}`;

/** "O(n²)", "O(n log n)", "O(n·m)", "O(2ⁿ)". */
export function formatCost(cost: Cost): string {
  if (cost.exp) return 'O(2ⁿ)';
  const polynomial = [power('n', cost.n), power('m', cost.m)].filter(Boolean).join('·');
  const logOf = (count: number, size: string) =>
    count === 0 ? '' : count === 1 ? `log ${size}` : `log${SUPERSCRIPTS[count] ?? ''} ${size}`;
  const text = [polynomial, logOf(cost.log, 'n'), logOf(cost.mlog, 'm')].filter(Boolean).join(' ');
  return `O(${text || '1'})`;
}

/** Maps local names to the parameter they are computed from (`n = len(items)` → items). */
function aliasesOf(shape: FunctionShape): Map<string, string> {
  const params = new Set(shape.params.map((param) => param.name));
  const aliases = new Map<string, string>();
  for (const line of shape.lines) {
    const match = /^\s*(?:const|let|var|final|int|long|[\w<>[\]]+\s)?\s*(\w+)\s*=\s*(.+)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const source = (match[2].match(/[A-Za-z_$][\w$]*/g) ?? []).find((word) => params.has(word) || aliases.has(word));
    if (source && !params.has(match[1])) aliases.set(match[1], aliases.get(source) ?? source);
  }
  return aliases;
}

class CostReader {
  readonly reasons: string[] = [];
  readonly joinLines: number[] = [];
  private readonly collections: string[] = [];
  private readonly aliases: Map<string, string>;
  private readonly params: Set<string>;

  constructor(private readonly shape: FunctionShape) {
    this.aliases = aliasesOf(shape);
    this.params = new Set(shape.params.map((param) => param.name));
  }

  /** The input a loop runs over, by the parameter its bound mentions. */
  private collectionOf(loop: LoopShape): string {
    for (const name of loop.names) {
      const root = this.params.has(name) ? name : this.aliases.get(name);
      if (root) return root;
    }
    return loop.names.find((name) => !/^[A-Z]/.test(name)) ?? 'input';
  }

  private sizeCost(collection: string): Cost {
    if (!this.collections.includes(collection)) this.collections.push(collection);
    return this.collections.indexOf(collection) === 0 ? { ...ONE, n: 1 } : { ...ONE, m: 1 };
  }

  loopCost(loop: LoopShape, outer: string | null): Cost {
    let factor: Cost;
    let collection: string | null = null;
    if (loop.constant) {
      factor = ONE;
      this.reasons.push(`The loop on ${lineRef(loop.line)} runs a fixed number of times, so it adds no growth.`);
    } else if (loop.halving) {
      factor = { ...ONE, log: 1 };
      this.reasons.push(`The loop on ${lineRef(loop.line)} halves what is left each turn: log n turns.`);
    } else {
      collection = loop.shrinking && outer ? outer : this.collectionOf(loop);
      factor = this.sizeCost(collection);
      const over = `\`${collection}\``;
      const size = factor.m > 0 ? 'm' : 'n';
      this.reasons.push(
        loop.shrinking
          ? `The inner loop on ${lineRef(loop.line)} runs up to the outer loop's position (\`${loop.header.replace(/[:{]\s*$/, '').trim()}\`): its bound shrinks each turn, about n²/2 steps in all, which is still quadratic.`
          : `The loop on ${lineRef(loop.line)} runs once per element of ${over} (${size} = its length).`,
      );
      if (outer && collection !== outer && !loop.shrinking) this.joinLines.push(loop.line);
    }
    let inner: Cost = ONE;
    for (const child of loop.inner) inner = max(inner, this.loopCost(child, collection ?? outer));
    for (const call of this.callsIn(loop)) {
      const cost = this.callCost(call);
      const size = cost.m > 0 ? 'm' : 'n';
      this.reasons.push(
        `Inside that loop, ${lineRef(call.line)} (\`${call.text}\`) costs ${call.cost === 'nlogn' ? `${size} log ${size}` : `${size} (a scan${call.collection ? ` of \`${call.collection}\`` : ''})`} on each turn.`,
      );
      inner = max(inner, cost);
    }
    return times(factor, inner);
  }

  /** A call's cost in the size of the collection it works on (n for the first input, m for a second). */
  private callCost(call: CostlyCall): Cost {
    const named = call.collection;
    const root = named ? (this.params.has(named) ? named : this.aliases.get(named)) : undefined;
    // An element of an outer loop (`for group in groups: sorted(group)`) is a collection of its own size.
    const element = named !== null && loopVariables(this.shape.loops).includes(named);
    const size = root ? this.sizeCost(root) : element && named ? this.sizeCost(named) : { ...ONE, n: 1 };
    if (call.cost !== 'nlogn') return size;
    return size.m > 0 ? { ...size, mlog: 1 } : { ...size, log: 1 };
  }

  /** Costly calls in the loop's own lines (not in its inner loops). */
  private callsIn(loop: LoopShape) {
    const innerLines = loop.inner.flatMap((child) => [child.line, child.endLine]);
    return this.shape.calls.filter(
      (call) =>
        call.line >= loop.line &&
        call.line <= loop.endLine &&
        !loop.inner.some((child, index) => call.line >= (innerLines[index * 2] ?? 0) && call.line <= child.endLine),
    );
  }

  topLevelCalls(): Cost {
    let cost: Cost = ONE;
    for (const call of this.shape.calls) {
      if (this.shape.loops.some((loop) => call.line >= loop.line && call.line <= loop.endLine)) continue;
      this.reasons.push(
        `The call on ${lineRef(call.line)} (\`${call.text}\`) costs ${call.cost === 'nlogn' ? 'n log n (a comparison sort)' : 'n (a linear scan)'}.`,
      );
      cost = max(cost, this.callCost(call));
    }
    return cost;
  }
}

function loopVariables(loops: readonly LoopShape[]): string[] {
  return loops.flatMap((loop) => [...(loop.variable ? [loop.variable] : []), ...loopVariables(loop.inner)]);
}

/**
 * The arguments of a call to `name` on a line when they are literals only (`add(2, 3)`), one for
 * each parameter, else null: such a call repeats itself exactly, so it gets no closer to an end.
 * A call with another number of arguments may be an overload (Java, C#), which is left alone.
 */
function literalArguments(shape: FunctionShape, line: number): string | null {
  const text = shape.lines[line - shape.startLine] ?? '';
  const escaped = shape.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const args = new RegExp(`\\b${escaped}\\s*\\(([^()]*)\\)`).exec(text)?.[1];
  if (args === undefined || args.trim() === '') return null;
  const withoutStrings = args.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '0');
  if (withoutStrings.split(',').length !== shape.params.length) return null;
  return /[A-Za-z_$]/.test(withoutStrings.replace(/\b(?:true|false|True|False|null|None)\b/g, '0'))
    ? null
    : args.trim();
}

function recursionCost(shape: FunctionShape, reasons: string[]): { time: Cost; depth: Cost; endless: boolean } | null {
  const calls = shape.recursiveCalls;
  if (calls.length === 0) return null;
  const lines = [...new Set(calls.map((call) => call.line))];
  const where = lines.map((line) => lineRef(line)).join(' and ');
  const literal = calls.map((call) => literalArguments(shape, call.line));
  if (literal.every((args) => args !== null)) {
    reasons.push(
      `\`${shape.name}\` calls itself on ${where} with fixed arguments (\`${shape.name}(${literal[0]})\`), so every call makes the same call again: unless something outside its arguments stops it, it never ends and the call stack overflows.`,
    );
    return { time: { ...ONE, n: 1 }, depth: { ...ONE, n: 1 }, endless: true };
  }
  const halving = calls.every((call) => call.halving);
  const perPath = Math.max(1, shape.recursionPerPath);
  if (perPath === 1) {
    const once =
      calls.length === 1
        ? `calls itself once on ${where}`
        : `calls itself on ${where}, but these calls sit in different branches, so each run makes only one of them,`;
    reasons.push(
      halving
        ? `\`${shape.name}\` ${once} with half of the input: log n calls deep.`
        : `\`${shape.name}\` ${once} with a smaller input: one call per element, n calls deep.`,
    );
    return halving
      ? { time: { ...ONE, log: 1 }, depth: { ...ONE, log: 1 }, endless: false }
      : { time: { ...ONE, n: 1 }, depth: { ...ONE, n: 1 }, endless: false };
  }
  const count = perPath === 2 ? 'twice' : `${perPath} times`;
  if (halving) {
    reasons.push(
      `\`${shape.name}\` calls itself ${count} on ${where}, each on half of the input (divide and conquer): log n levels of n work.`,
    );
    return { time: { ...ONE, n: 1, log: 1 }, depth: { ...ONE, log: 1 }, endless: false };
  }
  if (calls.every((call) => call.part)) {
    reasons.push(
      `\`${shape.name}\` calls itself ${count} on ${where}, each time on a part of its input (such as \`node.left\` and \`node.right\`): every part is visited once, so the work grows with the number of parts, n.`,
    );
    return { time: { ...ONE, n: 1 }, depth: { ...ONE, n: 1 }, endless: false };
  }
  if (shape.memoised) {
    reasons.push(
      `\`${shape.name}\` calls itself ${count} on ${where}, but its results are cached, so each value is computed once.`,
    );
    return { time: { ...ONE, n: 1 }, depth: { ...ONE, n: 1 }, endless: false };
  }
  reasons.push(
    `\`${shape.name}\` calls itself ${count} on ${where} without caching: the calls branch, so their number doubles with each level.`,
  );
  return { time: { ...ONE, exp: true }, depth: { ...ONE, n: 1 }, endless: false };
}

/** The complexity of one function, with reasons that point at its lines. */
export function analyseComplexity(shape: FunctionShape): ComplexityReport {
  const reader = new CostReader(shape);
  let time: Cost = ONE;
  for (const loop of shape.loops) time = max(time, reader.loopCost(loop, null));
  const loopReasons = reader.reasons.length;
  const calls = reader.topLevelCalls();
  // The reason that decides the order of growth comes first.
  if (rank(calls) > rank(time)) reader.reasons.unshift(...reader.reasons.splice(loopReasons));
  time = max(time, calls);
  const reasons = reader.reasons;
  const recursion = recursionCost(shape, reasons);
  if (recursion) time = max(time, times(recursion.time, recursion.time.exp ? ONE : maxLoopInside(shape, time)));
  if (reasons.length === 0) {
    reasons.push(`\`${shape.name}\` has no loop, no recursion and no costly call: each step runs once.`);
  }
  const allocation = shape.allocations[0];
  let space: Cost = ONE;
  let spaceWhy = 'it only keeps a few variables besides its input';
  if (recursion && rank(recursion.depth) > 0) {
    space = recursion.depth;
    spaceWhy = `the recursion keeps ${formatCost(recursion.depth).slice(2, -1)} calls on the stack`;
  }
  if (allocation !== undefined && rank(time) >= 10) {
    space = max(space, { ...ONE, n: 1 });
    spaceWhy = `${lineRef(allocation)} builds a new collection that grows with the input`;
  }
  const nested = shape.loops.some((loop) => loop.inner.some((inner) => inner.shrinking));
  const swaps = shape.lines.some(isSwapLine);
  const earlyExit = shape.lines.some((line) =>
    /\bswapped\b|\bsorted\b\s*=|\bchanged\b|^\s*break\b|^\s*return\b/.test(
      line.replace(/^\s*return\s+\w+\s*;?\s*$/, ''),
    ),
  );
  return {
    name: shape.name,
    time: formatCost(time),
    space: `${formatCost(space)} extra space: ${spaceWhy}.`,
    reasons,
    bubbleWithoutEarlyExit: nested && swaps && !earlyExit,
    joinLines: reader.joinLines,
    endless: recursion?.endless ?? false,
  };
}

/** For divide-and-conquer recursion the loops inside are the per-level work, already counted. */
function maxLoopInside(shape: FunctionShape, loops: Cost): Cost {
  return shape.recursionPerPath > 1 && shape.recursiveCalls.every((call) => call.halving) ? ONE : loops;
}
