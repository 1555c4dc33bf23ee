/** The walk over a Python module: function frames, loops, complexity, names and rule dispatch. */
import type { ClassInfo, NameInfo, UnitInfo } from '../model.ts';
import type { ClassDef, Expr, FunctionDef, Module, PyNode, Stmt } from './ast.ts';
import { forEachPyChild } from './ast.ts';
import { boundNames, functionBindings, targetNames, type PyContext, type PyFrame, type PyRule } from './context.ts';

/** What the walk measured. */
export interface PyWalkResult {
  units: UnitInfo[];
  classes: ClassInfo[];
  names: NameInfo[];
}

const NESTING = new Set(['For', 'While', 'Try', 'With', 'Match']);
const IGNORED_PARAMETERS = new Set(['self', 'cls', '_']);

/** True when a body starts with a docstring. */
export function hasDocstring(body: readonly Stmt[]): boolean {
  const first = body[0];
  return first?.kind === 'ExprStmt' && first.value.kind === 'Str' && !first.value.isFormatted;
}

const SINGLE_DECISIONS = new Set(['If', 'For', 'While', 'ExceptHandler', 'IfExp']);

function decisionCount(node: PyNode): number {
  if (SINGLE_DECISIONS.has(node.kind)) return 1;
  if (node.kind === 'BoolOp') return node.values.length - 1;
  if (node.kind === 'CompFor') return 1 + node.conditions.length;
  if (node.kind === 'MatchCase') return node.pattern?.kind === 'Name' && node.pattern.id === '_' && !node.guard ? 0 : 1;
  return 0;
}

function addsNesting(node: PyNode): boolean {
  return NESTING.has(node.kind) || (node.kind === 'If' && !node.isElif);
}

/** The names listed in a module's `__all__`, if it has one. */
function exportList(module: Module): Set<string> | undefined {
  for (const statement of module.body) {
    if (statement.kind !== 'Assign' && statement.kind !== 'AnnAssign') continue;
    const target = statement.kind === 'Assign' ? statement.targets[0] : statement.target;
    const value = statement.value;
    if (target?.kind !== 'Name' || target.id !== '__all__' || !value) continue;
    if (value.kind !== 'List' && value.kind !== 'Tuple') return undefined;
    return new Set(value.elements.flatMap((element) => (element.kind === 'Str' ? [element.value] : [])));
  }
  return undefined;
}

type PyNodeOf<K extends PyNode['kind']> = Extract<PyNode, { kind: K }>;
type WalkStep<K extends PyNode['kind']> = (walker: ModuleWalker, node: PyNodeOf<K>) => void;
type WalkSteps = { [K in PyNode['kind']]?: WalkStep<K> };

/** Names bound by a node: assignment and loop targets, `with … as`, `except … as`, lambda parameters. */
const NAME_RECORDERS: WalkSteps = {
  Assign: (walker, node) => {
    for (const target of node.targets) walker.addTargets(target, 'variable');
  },
  AnnAssign: (walker, node) => walker.addTargets(node.target, 'variable'),
  For: (walker, node) => walker.addTargets(node.target, 'loop'),
  CompFor: (walker, node) => walker.addTargets(node.target, 'loop', true),
  WithItem: (walker, node) => walker.addTargets(node.target, 'resource'),
  ExceptHandler: (walker, node) => {
    if (node.name) walker.addName(node.name, node.line, 'catch');
  },
  Lambda: (walker, node) => {
    for (const param of node.params) if (param.name) walker.addName(param.name, param.line, 'parameter', true);
  },
};

/** Loop children; the iterable of a for loop (and of a comprehension's first clause) is evaluated once, outside. */
const CHILD_VISITORS: WalkSteps = {
  For: (walker, node) => {
    walker.visit(node.target);
    walker.visit(node.iter);
    walker.inLoop(node, node.iter, targetNames(node.target, boundNames(node.body)), () => walker.visitAll(node.body));
    walker.visitAll(node.orelse);
  },
  While: (walker, node) => {
    walker.inLoop(node, undefined, boundNames(node.body), () => {
      walker.visit(node.test);
      walker.visitAll(node.body);
    });
    walker.visitAll(node.orelse);
  },
  Comprehension: (walker, node) => walker.visitComprehension(node),
};

/** The value an assignment stores; `x += y` is recorded as `x + y`. */
function assignedValue(node: PyNodeOf<'Assign' | 'AugAssign' | 'AnnAssign'>, target: Expr, value: Expr): Expr {
  return node.kind === 'AugAssign' ? { ...value, kind: 'BinOp', op: '+', left: target, right: value } : value;
}

function isAssignment(node: PyNode): node is PyNodeOf<'Assign' | 'AugAssign' | 'AnnAssign'> {
  return node.kind === 'Assign' || node.kind === 'AugAssign' || node.kind === 'AnnAssign';
}

/** One walk over a module: frames, loops, names and assignments, with every rule called on entry. */
class ModuleWalker {
  readonly result: PyWalkResult = { units: [], classes: [], names: [] };
  private readonly exported: Set<string> | undefined;
  private readonly seenNames = new Set<string>();

  constructor(
    module: Module,
    private readonly context: PyContext,
    private readonly rules: readonly PyRule[],
  ) {
    this.exported = exportList(module);
  }

  private isPublicName(name: string): boolean {
    return this.exported ? this.exported.has(name) : !name.startsWith('_');
  }

  addName(name: string, line: number, kind: NameInfo['kind'], inShortScope = false): void {
    const key = `${this.context.frame?.node.start ?? -1}:${name}`;
    if (kind === 'variable' && this.seenNames.has(key)) return;
    this.seenNames.add(key);
    this.result.names.push({ name, line, kind, inShortScope });
  }

  addTargets(target: Expr | null, kind: NameInfo['kind'], inShortScope = false): void {
    if (!target) return;
    for (const name of targetNames(target)) this.addName(name, target.line, kind, inShortScope);
  }

  private enterFunction(node: FunctionDef): void {
    const { ancestors } = this.context;
    const parent = ancestors[ancestors.length - 1];
    const className = parent?.kind === 'ClassDef' ? parent.name : undefined;
    const frame: PyFrame = {
      node,
      name: className ? `${className}.${node.name}` : node.name,
      parent: this.context.frame,
      complexity: 1,
      depth: 0,
      maxDepth: 0,
      assigned: functionBindings(node.body),
    };
    for (const param of node.params) if (param.name) frame.assigned.add(param.name);
    this.addName(node.name, node.nameLine, 'function');
    this.context.frame = frame;
    for (const param of node.params) {
      if (param.name && !IGNORED_PARAMETERS.has(param.name)) this.addName(param.name, param.line, 'parameter');
    }
  }

  private exitFunction(node: FunctionDef): void {
    const frame = this.context.frame;
    if (!frame || frame.node !== node) return;
    const atModuleLevel = this.context.ancestors.length === 0;
    this.result.units.push({
      name: frame.name,
      startLine: node.line,
      endLine: node.endLine,
      complexity: frame.complexity,
      maxNesting: frame.maxDepth,
      parameterCount: node.params.filter((param) => param.name && !IGNORED_PARAMETERS.has(param.name)).length,
      isCallback: false,
      isTestBlock: false,
      isPublic: atModuleLevel && this.isPublicName(node.name),
      hasDocComment: hasDocstring(node.body),
    });
    this.context.frame = frame.parent;
  }

  private recordClass(node: ClassDef): void {
    this.addName(node.name, node.nameLine, 'class');
    this.result.classes.push({
      name: node.name,
      startLine: node.line,
      endLine: node.endLine,
      isPublic: this.context.ancestors.length === 0 && this.isPublicName(node.name),
      hasDocComment: hasDocstring(node.body),
    });
  }

  private recordNames(node: PyNode): void {
    (NAME_RECORDERS[node.kind] as WalkStep<PyNode['kind']> | undefined)?.(this, node);
  }

  /** The assignment table of the current function (or of the module). */
  private assignmentTable(): Map<string, Expr[]> {
    const key = this.context.frame?.node ?? null;
    const table = this.context.assignments.get(key) ?? new Map<string, Expr[]>();
    this.context.assignments.set(key, table);
    return table;
  }

  private recordAssignment(node: PyNode): void {
    if (!isAssignment(node)) return;
    const table = this.assignmentTable();
    const targets = node.kind === 'Assign' ? node.targets : [node.target];
    for (const target of targets) {
      const value = node.value;
      if (target.kind !== 'Name' || !value) continue;
      const values = table.get(target.id) ?? [];
      values.push(assignedValue(node, target, value));
      table.set(target.id, values);
    }
  }

  /** Runs `body` with the loop pushed on the loop stack. */
  inLoop(node: PyNode, collection: Expr | undefined, bound: Set<string>, body: () => void): void {
    const { context } = this;
    context.loops.push({
      node,
      collection: collection ? context.text(collection) : undefined,
      bound,
      owner: context.frame,
      isWhile: node.kind === 'While',
      reportedQuery: false,
    });
    body();
    context.loops.pop();
  }

  visitComprehension(node: PyNodeOf<'Comprehension'>): void {
    const [first, ...rest] = node.generators;
    const bound = new Set<string>();
    for (const generator of node.generators) targetNames(generator.target, bound);
    if (first) this.visit(first.iter);
    this.inLoop(node, first?.iter, bound, () => {
      if (first) {
        this.visitNode(first, () => {
          this.visit(first.target);
          this.visitAll(first.conditions);
        });
      }
      this.visitAll(rest);
      this.visit(node.element);
      if (node.value) this.visit(node.value);
    });
  }

  private visitChildren(node: PyNode): void {
    const visitor = CHILD_VISITORS[node.kind] as WalkStep<PyNode['kind']> | undefined;
    if (visitor) visitor(this, node);
    else forEachPyChild(node, this.visit);
  }

  private measure(node: PyNode, frame: PyFrame | null): boolean {
    if (frame && node.kind !== 'FunctionDef') frame.complexity += decisionCount(node);
    const nests = addsNesting(node);
    if (nests && frame) frame.maxDepth = Math.max(frame.maxDepth, (frame.depth += 1));
    return nests;
  }

  private visitNode(node: PyNode, children: () => void): void {
    const { context } = this;
    if (node.kind === 'FunctionDef') this.enterFunction(node);
    if (node.kind === 'ClassDef') this.recordClass(node);
    const frame = context.frame;
    const nests = this.measure(node, frame);
    this.recordNames(node);
    this.recordAssignment(node);
    for (const rule of this.rules) rule.enter(node, context);
    context.ancestors.push(node);
    children();
    context.ancestors.pop();
    if (nests && frame) frame.depth -= 1;
    if (node.kind === 'FunctionDef') this.exitFunction(node);
  }

  /** Bound once so it can be passed to forEachPyChild without a closure per node. */
  readonly visit = (node: PyNode): void => {
    this.visitNode(node, () => this.visitChildren(node));
  };

  visitAll(nodes: readonly PyNode[]): void {
    for (const node of nodes) this.visit(node);
  }
}

/** Walks the module once, calling every rule and collecting units, classes and names. */
export function walkModule(module: Module, context: PyContext, rules: readonly PyRule[]): PyWalkResult {
  const walker = new ModuleWalker(module, context, rules);
  walker.visitAll(module.body);
  return walker.result;
}
