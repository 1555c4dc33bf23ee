/** Helpers every tree's growth reader shares: names, halving updates, hashed collections, paths. */
import type { GrowthFacts, GrowthLoop, GrowthReader } from './types.ts';

const WORDS = /[A-Za-z_$][\w$]*/g;
const NOT_A_COLLECTION = new Set(
  'for in of let const var int long auto usize size_t range len length size count while true false None null nil not and or new this self'.split(
    ' ',
  ),
);

/** The identifiers of a bound or collection expression, keywords aside. */
export function namesIn(text: string): string[] {
  return [...new Set(text.match(WORDS) ?? [])].filter((word) => !NOT_A_COLLECTION.has(word));
}

/** True when the text updates a variable by halving or doubling it (`i *= 2`, `n = n // 2`, `i >>= 1`). */
export function isHalvingUpdate(text: string): boolean {
  return /(\*|\/\/?|>>|<<)=\s*2\b|>>=\s*1\b|<<=\s*1\b|=\s*[\w$.]+\s*(\*|\/\/?)\s*2\b|=\s*[\w$.]+\s*(>>|<<)\s*1\b/.test(
    text,
  );
}

/** True when an expression is half of something (`n // 2`, `(lo + hi) / 2`, `len >> 1`). */
export function isHalf(text: string): boolean {
  return /(\/\/?|>>>?)\s*[12]\b|\*\s*0?\.5\b/.test(text);
}

/** Collection types and constructors whose membership test costs O(1). */
export const HASHED =
  /^(set|frozenset|dict|Set|FrozenSet|Dict|Mapping|MutableMapping|Counter|defaultdict|OrderedDict|ReadonlySet|ReadonlyMap|Map|WeakMap|WeakSet|Record|HashSet|HashMap|TreeSet|TreeMap|LinkedHashSet|LinkedHashMap|EnumSet|BTreeSet|BTreeMap|unordered_set|unordered_map|map|std::set|std::map|std::unordered_set|std::unordered_map)\b/;

/** True when a declared type or constructor names a hashed collection. */
export function isHashedType(text: string): boolean {
  return HASHED.test(text.replace(/^(typing\.|collections\.|java\.util\.|std::|new\s+|final\s+|const\s+)+/, '').trim());
}

/** A loop with its source offsets and bound text, as a reader collects them in source order. */
export type PlacedLoop = GrowthLoop & { from: number; to: number; bound: string };

/**
 * True when a bound counts up to an outer loop's variable (`range(i)`, `j < n - i`), not when it
 * walks a part of the outer element (`post.tags`, `row[1:]`, `$order->lines`).
 */
function countsTo(bound: string, variable: string): boolean {
  const escaped = variable.replace(/\$/g, '\\$');
  return new RegExp(`(^|[^\\w$.])${escaped}(?![\\w$]|\\s*(\\.|\\[|->|::))`).test(bound);
}

/**
 * Nests loops collected flat and in source order by their offsets, and marks the loops whose
 * bound mentions an enclosing loop's variable as shrinking.
 */
export function nestLoops(flat: readonly PlacedLoop[]): GrowthLoop[] {
  const roots: PlacedLoop[] = [];
  const open: PlacedLoop[] = [];
  for (const loop of flat) {
    while (open.length > 0 && (open[open.length - 1]?.to ?? 0) <= loop.from) open.pop();
    const outerVariables = open.map((outer) => outer.variable).filter((name): name is string => name !== null);
    loop.shrinking ||= outerVariables.some((name) => loop.names.includes(name) && countsTo(loop.bound, name));
    (open[open.length - 1]?.inner ?? roots).push(loop);
    open.push(loop);
  }
  return roots.map(strip);
}

function strip(loop: GrowthLoop): GrowthLoop {
  const { line, endLine, header, variable, names, shrinking, halving, constant } = loop;
  return { line, endLine, header, variable, names, shrinking, halving, constant, inner: loop.inner.map(strip) };
}

/** A node as the path counter sees it: its children, self-calls, branches, blocks and exits. */
export interface PathView<T> {
  children(node: T): T[];
  isSelfCall(node: T): boolean;
  /** For a branch (`if`, `?:`, `switch`, `match`): its condition parts, its arms, and whether one arm always runs. */
  branch(node: T): { always: T[]; arms: T[]; complete: boolean } | null;
  /** True for a block whose children run in order. */
  isBlock(node: T): boolean;
  /** True when running the node leaves the function (`return`, `throw`, a block ending in one). */
  exits(node: T): boolean;
}

/**
 * The most self-calls one run through `node` makes: statements in sequence add up, the arms of a
 * branch do not, and an arm that returns is an alternative to everything after the branch.
 */
export function callsOnOnePath<T>(node: T, view: PathView<T>): number {
  const own = view.isSelfCall(node) ? 1 : 0;
  const branch = view.branch(node);
  const sum = (nodes: readonly T[]) => nodes.reduce((total, child) => total + callsOnOnePath(child, view), 0);
  if (branch) return own + sum(branch.always) + Math.max(0, ...branch.arms.map((arm) => callsOnOnePath(arm, view)));
  if (view.isBlock(node)) return own + callsInSequence(view.children(node), view);
  return own + sum(view.children(node));
}

function callsInSequence<T>(nodes: readonly T[], view: PathView<T>): number {
  let total = 0;
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index] as T;
    const branch = view.branch(node);
    if (branch && branch.arms.some((arm) => view.exits(arm))) {
      const rest = callsInSequence(nodes.slice(index + 1), view);
      const arms = branch.arms.map((arm) => callsOnOnePath(arm, view) + (view.exits(arm) ? 0 : rest));
      if (!branch.complete) arms.push(rest);
      const always = branch.always.reduce((sum, child) => sum + callsOnOnePath(child, view), 0);
      return total + always + Math.max(...arms);
    }
    total += callsOnOnePath(node, view);
  }
  return total;
}

/**
 * A growth reader that finds a function's node by its lines (indexing the tree on first use) and
 * reads it once: an answer about one function reads one function, not the whole file.
 */
export function lazyGrowthReader<T>(index: () => ReadonlyMap<string, T>, read: (node: T) => GrowthFacts): GrowthReader {
  let nodes: ReadonlyMap<string, T> | undefined;
  const cache = new Map<string, GrowthFacts | undefined>();
  return (startLine, endLine) => {
    const key = `${startLine}:${endLine}`;
    if (!cache.has(key)) {
      nodes ??= index();
      const node = nodes.get(key);
      cache.set(key, node === undefined ? undefined : read(node));
    }
    return cache.get(key);
  };
}
