/**
 * Growth facts of Java, Go, Rust, PHP and C++ functions from their Lezer trees: the loops are
 * nodes, their bounds and updates are read from the loop's head, calls are call nodes (sorts
 * n log n, `contains`/`indexOf`/`in_array` on a list n, on a set or map 1), and recursion is a
 * call to the function's own name, counted per path through its branches.
 */
import type { SyntaxNode, Tree } from '@lezer/common';
import type { UnitInfo } from '../model.ts';
import type { GrammarProfile } from '../tree/grammars.ts';
import {
  callsOnOnePath,
  isHalf,
  isHalvingUpdate,
  namesIn,
  nestLoops,
  type PathView,
  type PlacedLoop,
} from './shared.ts';
import type { GrowthCall, GrowthFacts, RecursiveCall } from './types.ts';

const LOOPS = new Set([
  'ForStatement',
  'EnhancedForStatement',
  'ForRangeLoop',
  'ForeachStatement',
  'WhileStatement',
  'DoStatement',
  'ForExpression',
  'WhileExpression',
  'LoopExpression',
]);
const BLOCKS = new Set(['Block', 'CompoundStatement']);
const IFS = new Set(['IfStatement', 'IfExpression']);
const TERNARIES = new Set(['TernaryExpression', 'ConditionalExpression']);
const EXITS = new Set(['ReturnStatement', 'ReturnExpression', 'ThrowStatement', 'ThrowExpression']);
const CALLS = /^(MethodInvocation|CallExpr|CallExpression|MemberCallExpression|ScopedCallExpression|MacroInvocation)$/;
const SORT =
  /(^|[.:\\>])(sort|sort_by|sort_by_key|sort_unstable\w*|stable_sort|Ints|Strings|Float64s|Slice|SliceStable|usort|uasort|uksort|ksort|krsort|asort|arsort|rsort)$/;
const LINEAR =
  /(^|[.:>])(contains|indexOf|lastIndexOf|Contains|Index|in_array|array_search|find|position|count|remove)$/;
/** Declarations of sets and maps: `Set<String> seen`, `seen := map[string]bool{}`, `$seen = []` is not one. */
const HASHED_DECLARATION =
  /\b(?:Hash|Tree|LinkedHash|Enum|BTree|unordered_)?(?:Set|Map|set|map)\s*<(?:[^<>;{}()]|<[^<>;{}()]*>)*>\s*&?\s*(\w+)|(\w+)\s*(?::=|=)\s*(?:new\s+|make\(\s*)?(?:map\[|(?:Hash|Tree|LinkedHash|BTree)(?:Set|Map)\b|std::(?:unordered_)?(?:set|map)\b)/g;

function hashedNames(content: string): Set<string> {
  const names = new Set<string>();
  for (const match of content.matchAll(HASHED_DECLARATION)) {
    const name = match[1] ?? match[2];
    if (name) names.add(name);
  }
  return names;
}

/** A loop's head: the variable it introduces and the text its bound is read from. */
function loopHead(head: string): { variable: string | null; bound: string; update: string } {
  const inner = /\(([\s\S]*)\)\s*$/.exec(head.trim())?.[1] ?? head.replace(/^\s*(for|while|loop|foreach|do)\b/, '');
  if (inner.includes(';')) {
    const [init = '', test = '', update = ''] = inner.split(';');
    const variable = /(\$?\w+)\s*:?=/.exec(init)?.[1] ?? null;
    return { variable, bound: `${test} ; ${init.split(/:?=/).slice(1).join('=')}`, update };
  }
  const range = /^\s*(?:(\w+)\s*(?:,\s*(\w+))?\s*:?=\s*)?range\s+([\s\S]+)$/.exec(inner);
  if (range) {
    const variable = range[2] && range[2] !== '_' ? range[2] : range[1] && range[1] !== '_' ? range[1] : null;
    return { variable, bound: range[3] ?? '', update: '' };
  }
  const foreach = /^\s*([\s\S]+?)\s+as\s+(?:\$\w+\s*=>\s*)?(\$\w+)\s*$/.exec(inner);
  if (foreach) return { variable: foreach[2] ?? null, bound: foreach[1] ?? '', update: '' };
  const rustFor = /^\s*for\s+(?:mut\s+)?\(?(\w+)[^]*?\bin\s+([\s\S]+)$/.exec(head.trim());
  if (rustFor && !head.includes('(')) return { variable: rustFor[1] ?? null, bound: rustFor[2] ?? '', update: '' };
  const each = /^\s*[\w<>[\],.:&*\s]*?(\w+)\s*:\s*([\s\S]+)$/.exec(inner);
  if (each && /^\s*for\b/.test(head)) return { variable: each[1] ?? null, bound: each[2] ?? '', update: '' };
  if (rustFor) return { variable: rustFor[1] ?? null, bound: rustFor[2] ?? '', update: '' };
  return { variable: null, bound: inner, update: '' };
}

/** Names assigned from a half (`mid = (lo + hi) / 2`, `$mid = intdiv($lo + $hi, 2)`). */
function halvedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/(\$?\w+)\s*:?=\s*([^;\n{}]*)/g)) {
    if (match[1] && (isHalf(match[2] ?? '') || /intdiv\([^)]*,\s*2\s*\)/.test(match[2] ?? ''))) names.add(match[1]);
  }
  return names;
}

/** True when the body moves a name of the bound by a half (`hi = mid - 1`, `n /= 2`). */
function halvesBound(names: readonly string[], body: string, halved: ReadonlySet<string>): boolean {
  for (const name of names) {
    const escaped = name.replace(/\$/g, '\\$');
    for (const match of body.matchAll(
      new RegExp(`(?:^|[^\\w$])${escaped}\\s*((?:[*/]|>>|<<)?=)(?!=)\\s*([^;\\n}]*)`, 'g'),
    )) {
      const statement = match[0];
      const value = match[2] ?? '';
      if (isHalvingUpdate(statement) || isHalf(value) || namesIn(value).some((word) => halved.has(word))) return true;
    }
  }
  return false;
}

class FunctionReader {
  readonly loops: PlacedLoop[] = [];
  readonly calls: GrowthCall[] = [];
  readonly recursiveCalls: RecursiveCall[] = [];
  private readonly halved: Set<string>;

  constructor(
    private readonly fn: SyntaxNode,
    private readonly name: string,
    private readonly profile: GrammarProfile,
    private readonly text: (node: SyntaxNode) => string,
    private readonly lineOf: (offset: number) => number,
    private readonly lines: readonly string[],
    private readonly hashed: ReadonlySet<string>,
  ) {
    this.halved = halvedNames(text(fn));
  }

  isNested(node: SyntaxNode): boolean {
    return (
      node.from !== this.fn.from &&
      this.profile.inspected.has(node.name) &&
      this.profile.functionAt(node, this.text) !== undefined
    );
  }

  isSelfCall(node: SyntaxNode): boolean {
    if (!CALLS.test(node.name)) return false;
    const callee = this.text(node).split('(')[0]?.trim() ?? '';
    return new RegExp(
      `^(?:this\\s*(?:\\.|->)\\s*|self\\s*\\.\\s*|Self::|self::|static::|\\$this->)?${this.name}$`,
    ).test(callee);
  }

  read(node: SyntaxNode): void {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (this.isNested(child)) continue;
      if (LOOPS.has(child.name)) this.loop(child);
      else if (CALLS.test(child.name)) this.call(child);
      this.read(child);
    }
  }

  private loop(node: SyntaxNode): void {
    let body: SyntaxNode | null = null;
    for (let child = node.lastChild; child; child = child.prevSibling) {
      if (BLOCKS.has(child.name)) {
        body = child;
        break;
      }
    }
    const whole = this.text(node);
    const head = body ? whole.slice(0, body.from - node.from) + whole.slice(body.to - node.from) : whole;
    const bodyText = body ? this.text(body) : '';
    const { variable, bound, update } = loopHead(node.name === 'DoStatement' ? head.replace(/^\s*do\s*/, '') : head);
    const names = namesIn(bound).filter((word) => word !== variable);
    const line = this.lineOf(node.from);
    this.loops.push({
      from: node.from,
      to: node.to,
      line,
      endLine: this.lineOf(Math.max(node.from, node.to - 1)),
      header: (this.lines[line - 1] ?? '').trim(),
      variable,
      bound,
      names,
      shrinking: false,
      halving:
        isHalvingUpdate(update) ||
        isHalf(update) ||
        halvesBound(namesIn(bound.split(';')[0] ?? bound), bodyText, this.halved),
      constant: /^\s*\$?\w+\s*[<>]=?\s*\d+\s*;\s*-?\d+\s*$/.test(bound) || /^\s*\d+\s*\.\.=?\s*\d+\s*$/.test(bound),
      inner: [],
    });
  }

  private call(node: SyntaxNode): void {
    const text = this.text(node);
    const line = this.lineOf(node.from);
    const callee = text.split('(')[0]?.replace(/\s+/g, '') ?? '';
    if (this.isSelfCall(node)) {
      const args = text.slice(callee.length);
      const halving =
        isHalf(args) ||
        namesIn(args).some((word) => this.halved.has(word)) ||
        /\[[^\]]*\.\.|subList|copyOfRange|array_slice|substr/.test(args);
      this.recursiveCalls.push({ line, halving });
      return;
    }
    const receiver = /^(\$?\w+)(?:\.|->)/.exec(callee)?.[1] ?? null;
    const firstArgument = /^\(\s*&?(\$?\w+)/.exec(text.slice(text.indexOf('(')))?.[1] ?? null;
    const header = (this.lines[line - 1] ?? '').trim();
    if (SORT.test(callee)) {
      this.calls.push({ line, cost: 'nlogn', text: header, collection: receiver ?? firstArgument });
      return;
    }
    if (!LINEAR.test(callee)) return;
    // `in_array($x, $items)`, `slices.Contains(items, x)`, `std::find(a.begin(), …)`: the collection is an argument.
    const collection = /^(in_array|array_search)$/.test(callee)
      ? (/,\s*(\$\w+)/.exec(text)?.[1] ?? null)
      : receiver && !/^(slices|strings|std|Arrays|Collections)$/.test(receiver)
        ? receiver
        : firstArgument;
    if (collection && this.hashed.has(collection)) return;
    if (/(^|\.)(count|remove|find|position)$/.test(callee) && !receiver && !callee.startsWith('std::')) return;
    this.calls.push({ line, cost: 'n', text: header, collection });
  }
}

function pathView(reader: FunctionReader): PathView<SyntaxNode> {
  const significant = (node: SyntaxNode) => node.firstChild !== null || /^[A-Z]/.test(node.name);
  const children = (node: SyntaxNode) => {
    const found: SyntaxNode[] = [];
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (significant(child) && !reader.isNested(child)) found.push(child);
    }
    return found;
  };
  const exits = (node: SyntaxNode): boolean => {
    if (EXITS.has(node.name)) return true;
    if (!BLOCKS.has(node.name)) return false;
    const last = children(node).pop();
    return last !== undefined && exits(last.name === 'ExpressionStatement' && last.firstChild ? last.firstChild : last);
  };
  return {
    children,
    isSelfCall: (node) => reader.isSelfCall(node),
    branch(node) {
      if (!IFS.has(node.name) && !TERNARIES.has(node.name)) return null;
      const [condition, ...arms] = children(node);
      let complete = TERNARIES.has(node.name);
      for (let child = node.firstChild; child; child = child.nextSibling) if (child.name === 'else') complete = true;
      return condition ? { always: [condition], arms, complete } : null;
    },
    isBlock: (node) => BLOCKS.has(node.name),
    exits,
  };
}

/** The growth facts of every function in a Lezer tree, by "startLine:endLine". */
export function lezerGrowth(
  tree: Tree,
  content: string,
  profile: GrammarProfile,
  units: readonly UnitInfo[],
  lineOf: (offset: number) => number,
): Map<string, GrowthFacts> {
  const text = (node: SyntaxNode) => content.slice(node.from, node.to);
  const lines = content.split('\n');
  const hashed = hashedNames(content);
  const byLines = new Map(units.map((unit) => [`${unit.startLine}:${unit.endLine}`, unit.name]));
  const facts = new Map<string, GrowthFacts>();
  tree.iterate({
    enter(ref) {
      if (!profile.inspected.has(ref.name)) return undefined;
      const node = ref.node;
      const key = `${lineOf(ref.from)}:${lineOf(Math.max(ref.from, ref.to - 1))}`;
      const name = byLines.get(key);
      if (name === undefined || facts.has(key) || !profile.functionAt(node, text)) return undefined;
      const reader = new FunctionReader(node, name.replace(/^\$/, ''), profile, text, lineOf, lines, hashed);
      reader.read(node);
      facts.set(key, {
        loops: nestLoops(reader.loops.sort((left, right) => left.from - right.from)),
        calls: reader.calls,
        recursiveCalls: reader.recursiveCalls,
        recursionPerPath: reader.recursiveCalls.length === 0 ? 0 : callsOnOnePath(node, pathView(reader)),
        memoised: /\b(memo|cache)\w*\s*(\[|\.(get|containsKey|has)\(|->)/i.test(text(node)),
      });
      return undefined;
    },
  });
  return facts;
}
