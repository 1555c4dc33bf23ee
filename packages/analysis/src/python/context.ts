/** State shared by the Python rules while the syntax tree is walked. */
import type { Finding, Severity } from '../types.ts';
import type { Expr, FunctionDef, PyNode, Stmt } from './ast.ts';
import { forEachPyChild } from './ast.ts';

/** A function being walked. */
export interface PyFrame {
  node: FunctionDef;
  name: string;
  parent: PyFrame | null;
  complexity: number;
  depth: number;
  maxDepth: number;
  /** Names bound anywhere in the function body (not in nested functions). */
  assigned: Set<string>;
}

/** A for/while loop or comprehension being walked. */
export interface PyLoop {
  node: PyNode;
  /** Source text of the iterated expression, when it is a for loop or comprehension. */
  collection: string | undefined;
  /** Names that change between iterations: targets and names assigned inside the loop. */
  bound: Set<string>;
  owner: PyFrame | null;
  isWhile: boolean;
  reportedQuery: boolean;
}

/** What every Python rule can read and call. */
export interface PyContext {
  source: string;
  isTestFile: boolean;
  /** Local name → qualified module path (`np` → "numpy", `run` → "subprocess.run"). */
  imports: Map<string, string>;
  /** Names defined at module level by def, class or assignment. */
  moduleNames: Set<string>;
  ancestors: PyNode[];
  frame: PyFrame | null;
  loops: PyLoop[];
  /** Values assigned to each name, per function (null key: module level). */
  assignments: Map<FunctionDef | null, Map<string, Expr[]>>;
  report(
    ruleId: string,
    severity: Severity,
    message: string,
    node: { line: number; endLine: number },
    fix?: string,
  ): void;
  text(node: { start: number; end: number }): string;
  findings: Finding[];
}

/** A Python rule: called for every node on the way down. */
export interface PyRule {
  enter(node: PyNode, context: PyContext): void;
}

/** The dotted, import-resolved name of an expression: `sp.run` → "subprocess.run". */
export function qualifiedName(expression: Expr, context: PyContext): string | undefined {
  if (expression.kind === 'Name') return context.imports.get(expression.id) ?? expression.id;
  if (expression.kind === 'Attribute') {
    const base = qualifiedName(expression.value, context);
    return base ? `${base}.${expression.attr}` : undefined;
  }
  return undefined;
}

/** The loops whose iterations execute the current node (same function), innermost first. */
export function activePyLoops(context: PyContext): PyLoop[] {
  return context.loops.filter((loop) => loop.owner === context.frame).reverse();
}

/** Names bound by an assignment target (`a`, `a, (b, *c)`). */
export function targetNames(target: Expr | null, into: Set<string> = new Set()): Set<string> {
  if (!target) return into;
  if (target.kind === 'Name') into.add(target.id);
  else if (target.kind === 'Tuple' || target.kind === 'List') {
    for (const element of target.elements) targetNames(element, into);
  } else if (target.kind === 'Starred') targetNames(target.value, into);
  return into;
}

type Binder<K extends PyNode['kind']> = (node: Extract<PyNode, { kind: K }>, into: Set<string>) => void;

const bindTarget = (node: { target: Expr | null }, into: Set<string>) => targetNames(node.target, into);
const bindImports = (node: { names: readonly string[] }, into: Set<string>) => {
  for (const name of node.names) into.add(name.split(' as ').pop()?.split('.')[0] ?? name);
};

/** What each node kind binds in the enclosing scope. */
const BINDERS: { [K in PyNode['kind']]?: Binder<K> } = {
  Assign: (node, into) => {
    for (const target of node.targets) targetNames(target, into);
  },
  AugAssign: bindTarget,
  AnnAssign: bindTarget,
  For: bindTarget,
  CompFor: bindTarget,
  NamedExpr: bindTarget,
  WithItem: bindTarget,
  ExceptHandler: (node, into) => {
    if (node.name) into.add(node.name);
  },
  Import: bindImports,
  ImportFrom: bindImports,
};

/** Names bound inside statements, without descending into nested functions, classes or lambdas. */
export function boundNames(nodes: readonly PyNode[], into: Set<string> = new Set()): Set<string> {
  const visit = (node: PyNode) => {
    if (node.kind === 'FunctionDef' || node.kind === 'ClassDef') {
      into.add(node.name);
      return;
    }
    if (node.kind === 'Lambda') return;
    (BINDERS[node.kind] as Binder<PyNode['kind']> | undefined)?.(node, into);
    forEachPyChild(node, visit);
  };
  for (const node of nodes) visit(node);
  return into;
}

/** The statements of a function body, for precomputing its bindings. */
export function functionBindings(body: readonly Stmt[]): Set<string> {
  return boundNames(body);
}

/** Node-kind handlers of a rule, each receiving the node narrowed to its kind. */
export type PyHandlers = { [K in PyNode['kind']]?: (node: PyNode & { kind: K }, context: PyContext) => void };

/** A rule that calls the handler registered for each node's kind. */
export function ruleFromHandlers(handlers: PyHandlers): PyRule {
  return {
    enter(node, context) {
      const handler = handlers[node.kind] as ((node: PyNode, context: PyContext) => void) | undefined;
      handler?.(node, context);
    },
  };
}
