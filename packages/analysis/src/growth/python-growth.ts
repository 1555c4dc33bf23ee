/**
 * Growth facts of Python functions from the parser's tree: `for` loops, `while` loops whose
 * bound halves, comprehensions, `sorted`/`.sort()`, `in` on a list (linear) or a set or dict
 * (constant), and calls of a function to itself.
 */
import type { Expr, FunctionDef, Module, PyNode, Stmt } from '../python/ast.ts';
import { forEachPyChild } from '../python/ast.ts';
import {
  callsOnOnePath,
  isHalf,
  isHalvingUpdate,
  isHashedType,
  lazyGrowthReader,
  nestLoops,
  type PathView,
  type PlacedLoop,
} from './shared.ts';
import type { GrowthCall, GrowthReader, RecursiveCall } from './types.ts';

type Call = Extract<Expr, { kind: 'Call' }>;
/** A statement list as one node, so the path counter can treat bodies as blocks. */
type Block = { kind: 'Block'; body: Stmt[] };
type PathNode = PyNode | Block;

const LINEAR_METHODS = new Set(['index', 'count', 'remove', 'insert']);
const LINEAR_BUILTINS = new Set(['sum', 'min', 'max']);
const HASHED_CALLS = /^(set|frozenset|dict|Counter|defaultdict|OrderedDict|range)$/;

function exprNames(node: PyNode, into: string[] = []): string[] {
  if (node.kind === 'Name') {
    if (!into.includes(node.id)) into.push(node.id);
    return into;
  }
  forEachPyChild(node, (child) => exprNames(child, into));
  return into;
}

/** The root name of `a`, `a.b`, `a[i]`, else null. */
function rootName(node: Expr | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'Name') return node.id;
  if (node.kind === 'Attribute' || node.kind === 'Subscript') return rootName(node.value);
  return null;
}

function callName(call: Call): string | null {
  if (call.func.kind === 'Name') return call.func.id;
  if (call.func.kind === 'Attribute') return call.func.attr;
  return null;
}

/** True when an expression builds a set or dict (a literal, a comprehension, or a constructor). */
function buildsHashed(value: Expr, source: string): boolean {
  if (value.kind === 'Set' || value.kind === 'Dict') return true;
  if (value.kind === 'Comprehension') return value.value !== null || source[value.start] === '{';
  if (value.kind === 'Call') return HASHED_CALLS.test(callName(value) ?? '');
  return false;
}

/** Names bound to sets and dicts in some statements (not descending into functions). */
function hashedNames(statements: readonly Stmt[], source: string, into: Set<string>): Set<string> {
  const visit = (node: PyNode) => {
    if (node.kind === 'FunctionDef' || node.kind === 'ClassDef') return;
    if (node.kind === 'Assign' && buildsHashed(node.value, source)) {
      for (const target of node.targets) if (target.kind === 'Name') into.add(target.id);
    }
    if (node.kind === 'AnnAssign' && node.target.kind === 'Name') {
      const annotation = source.slice(node.annotation.start, node.annotation.end);
      if (isHashedType(annotation) || (node.value && buildsHashed(node.value, source))) into.add(node.target.id);
    }
    forEachPyChild(node, visit);
  };
  for (const statement of statements) visit(statement);
  return into;
}

class FunctionReader {
  readonly loops: PlacedLoop[] = [];
  readonly calls: GrowthCall[] = [];
  readonly recursiveCalls: RecursiveCall[] = [];
  private readonly hashed: Set<string>;
  private readonly halved = new Set<string>();

  constructor(
    private readonly fn: FunctionDef,
    private readonly source: string,
    private readonly lines: readonly string[],
    moduleHashed: ReadonlySet<string>,
  ) {
    this.hashed = hashedNames(fn.body, source, new Set(moduleHashed));
    for (const param of fn.params) {
      if (param.annotation && isHashedType(this.text(param.annotation))) this.hashed.add(param.name);
      if (param.defaultValue && buildsHashed(param.defaultValue, source)) this.hashed.add(param.name);
    }
  }

  private text(node: PyNode): string {
    return this.source.slice(node.start, node.end);
  }

  private header(line: number): string {
    return (this.lines[line - 1] ?? '').trim();
  }

  read(): void {
    for (const statement of this.fn.body) this.visit(statement);
  }

  isSelfCall(node: PathNode): boolean {
    if (node.kind !== 'Call') return false;
    const { func } = node;
    if (func.kind === 'Name') return func.id === this.fn.name;
    return (
      func.kind === 'Attribute' &&
      func.attr === this.fn.name &&
      func.value.kind === 'Name' &&
      (func.value.id === 'self' || func.value.id === 'cls')
    );
  }

  private visit(node: PyNode): void {
    if (node.kind === 'FunctionDef' || node.kind === 'ClassDef') return;
    if ((node.kind === 'Assign' || node.kind === 'AnnAssign') && node.value && isHalf(this.text(node.value))) {
      for (const target of node.kind === 'Assign' ? node.targets : [node.target]) {
        if (target.kind === 'Name') this.halved.add(target.id);
      }
    }
    if (node.kind === 'For') this.forLoop(node);
    else if (node.kind === 'While') this.whileLoop(node);
    else if (node.kind === 'Comprehension') this.comprehension(node);
    else if (node.kind === 'Call') this.call(node);
    else if (node.kind === 'Compare') this.membership(node);
    forEachPyChild(node, (child) => this.visit(child));
  }

  private forLoop(node: Extract<Stmt, { kind: 'For' }>): void {
    const variable = exprNames(node.target)[0] ?? null;
    const { iter } = node;
    const constant =
      iter.kind === 'List' ||
      iter.kind === 'Tuple' ||
      iter.kind === 'Str' ||
      (iter.kind === 'Call' && callName(iter) === 'range' && iter.args.every((arg) => arg.kind === 'Constant'));
    this.loops.push({
      from: node.start,
      to: node.end,
      line: node.line,
      endLine: node.endLine,
      header: this.header(node.line),
      variable,
      bound: this.text(iter),
      names: exprNames(iter),
      shrinking: false,
      halving: false,
      constant,
      inner: [],
    });
  }

  private whileLoop(node: Extract<Stmt, { kind: 'While' }>): void {
    const names = exprNames(node.test);
    // Names assigned from a half (`mid = (lo + hi) // 2`) before or inside the loop.
    const inside = new Set(this.halved);
    const halvedInside = (statement: PyNode) => {
      if (statement.kind === 'Assign' && isHalf(this.text(statement.value))) {
        for (const target of statement.targets) if (target.kind === 'Name') inside.add(target.id);
      }
      forEachPyChild(statement, halvedInside);
    };
    node.body.forEach(halvedInside);
    let halving = false;
    const updates = (statement: PyNode) => {
      if (statement.kind === 'FunctionDef' || statement.kind === 'ClassDef') return;
      const target =
        statement.kind === 'AugAssign' ? statement.target : statement.kind === 'Assign' ? statement.targets[0] : null;
      if (target?.kind === 'Name' && names.includes(target.id)) {
        const text = this.text(statement);
        const value = statement.kind === 'Assign' ? exprNames(statement.value) : [];
        if (isHalvingUpdate(text) || isHalf(text) || value.some((name) => inside.has(name))) halving = true;
      }
      forEachPyChild(statement, updates);
    };
    node.body.forEach(updates);
    this.loops.push({
      from: node.start,
      to: node.end,
      line: node.line,
      endLine: node.endLine,
      header: this.header(node.line),
      variable: null,
      bound: this.text(node.test),
      names,
      shrinking: false,
      halving,
      constant: false,
      inner: [],
    });
  }

  /** Each `for` clause is a loop inside the one before it. */
  private comprehension(node: Extract<Expr, { kind: 'Comprehension' }>): void {
    node.generators.forEach((generator, index) => {
      this.loops.push({
        from: node.start + index,
        to: node.end,
        line: generator.line,
        endLine: generator.endLine,
        header: this.header(generator.line),
        variable: exprNames(generator.target)[0] ?? null,
        bound: this.text(generator.iter),
        names: exprNames(generator.iter),
        shrinking: false,
        halving: false,
        constant: generator.iter.kind === 'List' || generator.iter.kind === 'Tuple',
        inner: [],
      });
    });
  }

  private call(node: Call): void {
    if (this.isSelfCall(node)) {
      const args = [...node.args, ...node.keywords.map((keyword) => keyword.value)];
      const halving = args.some(
        (arg) =>
          isHalf(this.text(arg)) ||
          exprNames(arg).some((name) => this.halved.has(name)) ||
          (arg.kind === 'Subscript' && arg.index.kind === 'Slice'),
      );
      const params = new Set(this.fn.params.map((param) => param.name));
      const part =
        node.args.length > 0 &&
        node.args.some((arg) => arg.kind === 'Attribute' && params.has(rootName(arg) ?? '')) &&
        node.args.every((arg) => arg.kind !== 'BinOp');
      this.recursiveCalls.push({ line: node.line, halving, part });
      return;
    }
    const name = callName(node);
    const receiver = node.func.kind === 'Attribute' ? node.func.value : undefined;
    const text = this.header(node.line);
    if (name === 'sorted' || (name === 'sort' && receiver)) {
      this.calls.push({ line: node.line, cost: 'nlogn', text, collection: rootName(receiver ?? node.args[0]) });
      return;
    }
    if (receiver && name && LINEAR_METHODS.has(name) && !this.hashed.has(rootName(receiver) ?? '')) {
      this.calls.push({ line: node.line, cost: 'n', text, collection: rootName(receiver) });
      return;
    }
    const only = node.args[0];
    if (
      node.func.kind === 'Name' &&
      LINEAR_BUILTINS.has(name ?? '') &&
      node.args.length === 1 &&
      only &&
      (only.kind === 'Name' || only.kind === 'Attribute')
    ) {
      this.calls.push({ line: node.line, cost: 'n', text, collection: rootName(only) });
    }
  }

  /** `x in items` scans a list, but looks a set or dict up in one step. */
  private membership(node: Extract<Expr, { kind: 'Compare' }>): void {
    node.ops.forEach((op, index) => {
      if (op !== 'in' && op !== 'not in') return;
      const collection = node.comparators[index];
      if (!collection || this.constantTime(collection)) return;
      this.calls.push({ line: node.line, cost: 'n', text: this.header(node.line), collection: rootName(collection) });
    });
  }

  private constantTime(collection: Expr): boolean {
    switch (collection.kind) {
      case 'Name':
        return this.hashed.has(collection.id);
      case 'Set':
      case 'Dict':
      case 'Str':
      case 'Constant':
      case 'List':
      case 'Tuple':
        return true;
      case 'Comprehension':
        return buildsHashed(collection, this.source);
      case 'Call': {
        const name = callName(collection);
        return HASHED_CALLS.test(name ?? '') || name === 'keys';
      }
      case 'Attribute':
        return this.hashed.has(collection.attr);
      case 'Await':
      case 'BinOp':
      case 'BoolOp':
      case 'Compare':
      case 'IfExp':
      case 'Lambda':
      case 'NamedExpr':
      case 'Slice':
      case 'Starred':
      case 'Subscript':
      case 'UnaryOp':
      case 'Yield':
        return false;
    }
  }
}

function pathView(reader: FunctionReader): PathView<PathNode> {
  const block = (body: Stmt[]): Block => ({ kind: 'Block', body });
  return {
    children(node) {
      if (node.kind === 'Block') return node.body;
      const children: PathNode[] = [];
      forEachPyChild(node, (child) => {
        if (child.kind !== 'FunctionDef' && child.kind !== 'ClassDef' && child.kind !== 'Lambda') children.push(child);
      });
      return children;
    },
    isSelfCall: (node) => reader.isSelfCall(node),
    branch(node) {
      if (node.kind === 'If') {
        return { always: [node.test], arms: [block(node.body), block(node.orelse)], complete: node.orelse.length > 0 };
      }
      if (node.kind === 'IfExp') return { always: [node.test], arms: [node.body, node.orelse], complete: true };
      if (node.kind === 'Match') {
        return { always: [node.subject], arms: node.cases.map((arm) => block(arm.body)), complete: false };
      }
      return null;
    },
    isBlock: (node) => node.kind === 'Block',
    exits(node) {
      if (node.kind === 'Return' || node.kind === 'Raise') return true;
      if (node.kind !== 'Block') return false;
      const last = node.body[node.body.length - 1];
      return last !== undefined && (last.kind === 'Return' || last.kind === 'Raise');
    },
  };
}

function isMemoised(fn: FunctionDef, source: string): boolean {
  const decorators = fn.decorators.map((decorator) => source.slice(decorator.start, decorator.end)).join(' ');
  return (
    /\b(lru_cache|cache|memoize|memoise|cached)\b/.test(decorators) ||
    /\b(memo|cache)\w*\s*\[/.test(source.slice(fn.start, fn.end))
  );
}

/** Function definitions by "startLine:endLine", found through statement bodies only. */
function functionIndex(module: Module): Map<string, FunctionDef> {
  const index = new Map<string, FunctionDef>();
  const visit = (statements: readonly Stmt[]) => {
    for (const statement of statements) {
      if (statement.kind === 'FunctionDef') {
        const key = `${statement.line}:${statement.endLine}`;
        if (!index.has(key)) index.set(key, statement);
      }
      if ('body' in statement && Array.isArray(statement.body)) visit(statement.body);
      if ('orelse' in statement) visit(statement.orelse);
      if (statement.kind === 'Try') {
        for (const handler of statement.handlers) visit(handler.body);
        visit(statement.finalbody);
      }
      if (statement.kind === 'Match') for (const arm of statement.cases) visit(arm.body);
    }
  };
  visit(module.body);
  return index;
}

/** Reads the growth facts of a parsed Python module's functions, each on first use. */
export function pythonGrowthReader(module: Module, source: string): GrowthReader {
  let lines: string[] | undefined;
  let moduleHashed: Set<string> | undefined;
  return lazyGrowthReader(
    () => functionIndex(module),
    (node) => {
      lines ??= source.split('\n');
      moduleHashed ??= hashedNames(
        module.body.filter((statement) => statement.kind !== 'FunctionDef' && statement.kind !== 'ClassDef'),
        source,
        new Set(),
      );
      const reader = new FunctionReader(node, source, lines, moduleHashed);
      reader.read();
      return {
        loops: nestLoops(reader.loops.sort((left, right) => left.from - right.from)),
        calls: reader.calls,
        recursiveCalls: reader.recursiveCalls,
        recursionPerPath:
          reader.recursiveCalls.length === 0
            ? 0
            : callsOnOnePath<PathNode>({ kind: 'Block', body: node.body }, pathView(reader)),
        memoised: isMemoised(node, source),
      };
    },
  );
}
