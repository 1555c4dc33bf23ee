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

/** Walks the module once, calling every rule and collecting units, classes and names. */
export function walkModule(module: Module, context: PyContext, rules: readonly PyRule[]): PyWalkResult {
  const result: PyWalkResult = { units: [], classes: [], names: [] };
  const exported = exportList(module);
  const isPublicName = (name: string) => (exported ? exported.has(name) : !name.startsWith('_'));
  const { ancestors } = context;
  const seenNames = new Set<string>();
  const addName = (name: string, line: number, kind: NameInfo['kind'], inShortScope = false) => {
    const key = `${context.frame?.node.start ?? -1}:${name}`;
    if (kind === 'variable' && seenNames.has(key)) return;
    seenNames.add(key);
    result.names.push({ name, line, kind, inShortScope });
  };
  const addTargets = (target: Expr | null, kind: NameInfo['kind'], inShortScope = false) => {
    if (!target) return;
    for (const name of targetNames(target)) addName(name, target.line, kind, inShortScope);
  };

  const enterFunction = (node: FunctionDef) => {
    const parent = ancestors[ancestors.length - 1];
    const className = parent?.kind === 'ClassDef' ? parent.name : undefined;
    const frame: PyFrame = {
      node,
      name: className ? `${className}.${node.name}` : node.name,
      parent: context.frame,
      complexity: 1,
      depth: 0,
      maxDepth: 0,
      assigned: functionBindings(node.body),
    };
    for (const param of node.params) if (param.name) frame.assigned.add(param.name);
    addName(node.name, node.nameLine, 'function');
    context.frame = frame;
    for (const param of node.params) {
      if (param.name && !IGNORED_PARAMETERS.has(param.name)) addName(param.name, param.line, 'parameter');
    }
  };

  const exitFunction = (node: FunctionDef) => {
    const frame = context.frame;
    if (!frame || frame.node !== node) return;
    const atModuleLevel = ancestors.length === 0;
    const isPublic = atModuleLevel && isPublicName(node.name);
    result.units.push({
      name: frame.name,
      startLine: node.line,
      endLine: node.endLine,
      complexity: frame.complexity,
      maxNesting: frame.maxDepth,
      parameterCount: node.params.filter((param) => param.name && !IGNORED_PARAMETERS.has(param.name)).length,
      isCallback: false,
      isTestBlock: false,
      isPublic,
      hasDocComment: hasDocstring(node.body),
    });
    context.frame = frame.parent;
  };

  const recordClass = (node: ClassDef) => {
    addName(node.name, node.nameLine, 'class');
    const isPublic = ancestors.length === 0 && isPublicName(node.name);
    result.classes.push({
      name: node.name,
      startLine: node.line,
      endLine: node.endLine,
      isPublic,
      hasDocComment: hasDocstring(node.body),
    });
  };

  const recordNames = (node: PyNode) => {
    if (node.kind === 'Assign') for (const target of node.targets) addTargets(target, 'variable');
    else if (node.kind === 'AnnAssign') addTargets(node.target, 'variable');
    else if (node.kind === 'For') addTargets(node.target, 'loop');
    else if (node.kind === 'CompFor') addTargets(node.target, 'loop', true);
    else if (node.kind === 'WithItem') addTargets(node.target, 'resource');
    else if (node.kind === 'ExceptHandler' && node.name) addName(node.name, node.line, 'catch');
    else if (node.kind === 'Lambda') {
      for (const param of node.params) if (param.name) addName(param.name, param.line, 'parameter', true);
    }
  };

  const recordAssignment = (node: PyNode) => {
    if (node.kind !== 'Assign' && node.kind !== 'AugAssign' && node.kind !== 'AnnAssign') return;
    const key = context.frame?.node ?? null;
    const table = context.assignments.get(key) ?? new Map<string, Expr[]>();
    context.assignments.set(key, table);
    const targets = node.kind === 'Assign' ? node.targets : [node.target];
    for (const target of targets) {
      if (target.kind !== 'Name' || !node.value) continue;
      const values = table.get(target.id) ?? [];
      values.push(
        node.kind === 'AugAssign'
          ? { ...node.value, kind: 'BinOp', op: '+', left: target, right: node.value }
          : node.value,
      );
      table.set(target.id, values);
    }
  };

  const pushLoop = (node: PyNode, collection: Expr | undefined, bound: Set<string>) => {
    context.loops.push({
      node,
      collection: collection ? context.text(collection) : undefined,
      bound,
      owner: context.frame,
      isWhile: node.kind === 'While',
      reportedQuery: false,
    });
  };

  /** Loop children; the iterable of a for loop (and of a comprehension's first clause) is evaluated once, outside. */
  const visitChildren = (node: PyNode) => {
    if (node.kind === 'For') {
      visit(node.target);
      visit(node.iter);
      pushLoop(node, node.iter, targetNames(node.target, boundNames(node.body)));
      for (const statement of node.body) visit(statement);
      context.loops.pop();
      for (const statement of node.orelse) visit(statement);
    } else if (node.kind === 'While') {
      pushLoop(node, undefined, boundNames(node.body));
      visit(node.test);
      for (const statement of node.body) visit(statement);
      context.loops.pop();
      for (const statement of node.orelse) visit(statement);
    } else if (node.kind === 'Comprehension') {
      const [first, ...rest] = node.generators;
      const bound = new Set<string>();
      for (const generator of node.generators) targetNames(generator.target, bound);
      if (first) visit(first.iter);
      pushLoop(node, first?.iter, bound);
      if (first)
        visitNode(first, () => {
          visit(first.target);
          for (const condition of first.conditions) visit(condition);
        });
      for (const generator of rest) visit(generator);
      visit(node.element);
      if (node.value) visit(node.value);
      context.loops.pop();
    } else {
      forEachPyChild(node, visit);
    }
  };

  const visitNode = (node: PyNode, children: () => void): void => {
    if (node.kind === 'FunctionDef') enterFunction(node);
    if (node.kind === 'ClassDef') recordClass(node);
    const frame = context.frame;
    if (frame && node.kind !== 'FunctionDef') frame.complexity += decisionCount(node);
    const nests = addsNesting(node);
    if (nests && frame) frame.maxDepth = Math.max(frame.maxDepth, (frame.depth += 1));
    recordNames(node);
    recordAssignment(node);
    for (const rule of rules) rule.enter(node, context);
    ancestors.push(node);
    children();
    ancestors.pop();
    if (nests && frame) frame.depth -= 1;
    if (node.kind === 'FunctionDef') exitFunction(node);
  };

  const visit = (node: PyNode): void => visitNode(node, () => visitChildren(node));

  for (const statement of module.body) visit(statement);
  return result;
}
