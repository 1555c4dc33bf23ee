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
  lazyGrowthReader,
  namesIn,
  nestLoops,
  type PathView,
  type PlacedLoop,
} from './shared.ts';
import type { GrowthCall, GrowthReader, RecursiveCall } from './types.ts';

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
/** Where a set or map type starts: `Set<`, `HashMap<`, `std::unordered_set<`. */
const HASHED_TYPE = /(?<![\w$])(?:Hash|Tree|LinkedHash|Enum|BTree|unordered_)?(?:Set|Map|set|map)\s*</g;
/** An assignment (`seen = …`, `seen := …`, `$seen = …`) with the text after it. */
const ASSIGNMENT = /(?<![\w$])(\$?\w+)\s*:?=\s*([^;\n{}]*)/g;
/** A value that builds a set or map: `new HashSet<>()`, `make(map[string]bool)`, `HashSet::new()`. */
const HASHED_VALUE =
  /^(?:new\s+|make\(\s*)?(?:map\[|(?:Hash|Tree|LinkedHash|BTree)(?:Set|Map)\b|std::(?:unordered_)?(?:set|map)\b)/;
const IDENTIFIER = /^[\s&*]*(\$?[A-Za-z_]\w*)/;

/** The index just past the `>` that closes the `<` at `open`, or -1 (within 200 characters). */
function closingAngle(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < Math.min(text.length, open + 200); index += 1) {
    const char = text[index];
    if (char === '<') depth += 1;
    else if (char === '>') {
      depth -= 1;
      if (depth === 0) return index + 1;
    } else if (char === ';' || char === '{' || char === '(') return -1;
  }
  return -1;
}

/** Names declared or assigned as sets and maps: `Set<String> seen`, `seen := map[string]bool{}`. */
function hashedNames(content: string): Set<string> {
  const names = new Set<string>();
  for (const match of content.matchAll(HASHED_TYPE)) {
    const end = closingAngle(content, match.index + match[0].length - 1);
    const name = end < 0 ? undefined : IDENTIFIER.exec(content.slice(end, end + 80))?.[1];
    if (name) names.add(name);
  }
  for (const match of content.matchAll(ASSIGNMENT)) {
    if (match[1] && HASHED_VALUE.test(match[2] ?? '')) names.add(match[1]);
  }
  return names;
}

/** The text between the first `(` and the last `)` of a head that ends with `)`, else null. */
function parenthesised(head: string): string | null {
  const trimmed = head.trim();
  const open = trimmed.indexOf('(');
  return open >= 0 && trimmed.endsWith(')') ? trimmed.slice(open + 1, -1) : null;
}

/** The offset of a `:` that is not part of `::`, at bracket depth zero, or -1. */
function eachColon(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '<' || char === '(' || char === '[') depth += 1;
    else if (char === '>' || char === ')' || char === ']') depth -= 1;
    else if (char === ':' && depth === 0 && text[index + 1] !== ':' && text[index - 1] !== ':') return index;
  }
  return -1;
}

/** The identifier a text ends with (`const auto& name` gives `name`), read backwards. */
function lastWord(text: string): string | null {
  const trimmed = text.trimEnd();
  let start = trimmed.length;
  while (start > 0 && /[\w$]/.test(trimmed[start - 1] ?? '')) start -= 1;
  return start < trimmed.length ? trimmed.slice(start) : null;
}
const stripKeyword = (head: string) => head.trim().replace(/^(for|while|loop|foreach|do)\b/, '');

/** A loop's head: the variable it introduces and the text its bound is read from. */
function loopHead(head: string): { variable: string | null; bound: string; update: string } {
  const inner = parenthesised(head) ?? stripKeyword(head);
  if (inner.includes(';')) {
    const [init = '', test = '', update = ''] = inner.split(';');
    const assignment = [...init.matchAll(ASSIGNMENT)][0];
    return { variable: assignment?.[1] ?? null, bound: `${test} ; ${assignment?.[2] ?? ''}`, update };
  }
  const range = inner.search(/(?<![\w$])range\s/);
  if (range >= 0) {
    // Go: `for _, job := range jobs` (the value) or `for i := range jobs` (the index).
    const names = inner
      .slice(0, range)
      .replace(/:?=\s*$/, '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^\w+$/.test(name) && name !== '_');
    return { variable: names[names.length - 1] ?? null, bound: inner.slice(range + 5), update: '' };
  }
  const as = inner.lastIndexOf(' as ');
  if (as >= 0) return { variable: lastWord(inner.slice(as + 4)), bound: inner.slice(0, as), update: '' };
  const keyword = stripKeyword(head);
  const rustIn = keyword.indexOf(' in ');
  if (rustIn >= 0 && !head.trim().startsWith('for (')) {
    return {
      variable: lastWord(keyword.slice(0, rustIn).replace(/[()]/g, ' ').split(',')[0] ?? ''),
      bound: keyword.slice(rustIn + 4),
      update: '',
    };
  }
  const colon = head.trim().startsWith('for') ? eachColon(inner) : -1;
  if (colon >= 0) return { variable: lastWord(inner.slice(0, colon)), bound: inner.slice(colon + 1), update: '' };
  return { variable: null, bound: inner, update: '' };
}

/** Names assigned from a half (`mid = (lo + hi) / 2`, `$mid = intdiv($lo + $hi, 2)`). */
function halvedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(ASSIGNMENT)) {
    const value = match[2] ?? '';
    if (match[1] && (isHalf(value) || (value.includes('intdiv(') && /,\s*2\s*\)/.test(value)))) names.add(match[1]);
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
        args.includes('..') ||
        /subList|copyOfRange|array_slice|substr/.test(args);
      // `depth(node.left)`, `depth(node->left)`: a field of the input, visited once.
      const part = /\(\s*\$?\w+\s*(?:\.|->)\s*\w+\s*[,)]/.test(args) && !/\.(length|size)\b/.test(args);
      this.recursiveCalls.push({ line, halving, part });
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

/** Reads the growth facts of the functions in a Lezer tree, each on first use. */
export function lezerGrowthReader(
  tree: Tree,
  content: string,
  profile: GrammarProfile,
  units: readonly UnitInfo[],
  lineOf: (offset: number) => number,
): GrowthReader {
  const text = (node: SyntaxNode) => content.slice(node.from, node.to);
  const names = new Map(units.map((unit) => [`${unit.startLine}:${unit.endLine}`, unit.name]));
  let lines: string[] | undefined;
  let hashed: Set<string> | undefined;
  const index = () => {
    const nodes = new Map<string, { node: SyntaxNode; name: string }>();
    tree.iterate({
      enter(ref) {
        if (!profile.inspected.has(ref.name)) return undefined;
        const key = `${lineOf(ref.from)}:${lineOf(Math.max(ref.from, ref.to - 1))}`;
        const name = names.get(key);
        if (name !== undefined && !nodes.has(key) && profile.functionAt(ref.node, text)) {
          nodes.set(key, { node: ref.node, name });
        }
        return undefined;
      },
    });
    return nodes;
  };
  return lazyGrowthReader(index, ({ node, name }) => {
    lines ??= content.split('\n');
    hashed ??= hashedNames(content);
    // Out-of-class C++ definitions (`Shape::grow`) call themselves by their short name.
    const own = name.replace(/^\$/, '').split('::').pop() ?? name;
    const reader = new FunctionReader(node, own, profile, text, lineOf, lines, hashed);
    reader.read(node);
    return {
      loops: nestLoops(reader.loops.sort((left, right) => left.from - right.from)),
      calls: reader.calls,
      recursiveCalls: reader.recursiveCalls,
      recursionPerPath: reader.recursiveCalls.length === 0 ? 0 : callsOnOnePath(node, pathView(reader)),
      memoised: /\b(memo|cache)\w*\s*(\[|\.(get|containsKey|has)\(|->)/i.test(text(node)),
    };
  });
}
