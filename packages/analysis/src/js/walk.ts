/** The single walk over a JavaScript/TypeScript syntax tree: frames, metrics and rule dispatch. */
import type { Node, Program } from '@babel/types';
import { SHORT_CALLBACK_LINES } from '../constants.ts';
import type { ClassInfo, UnitInfo } from '../model.ts';
import { endLine, forEachChild, isFunctionNode, isTypeOnly, startLine, type FunctionNode } from './ast-utils.ts';
import type { FunctionFrame, JsContext, JsRule, LoopFrame } from './context.ts';
import { collectionKey, loopCollection } from './context.ts';
import {
  ITERATION_METHODS,
  enclosingCall,
  functionName,
  hasDocComment,
  isPublicFunction,
  isRequestHandler,
  isTestBlockCall,
} from './units.ts';

/** What the walk measured besides the rules' findings. */
export interface WalkResult {
  units: UnitInfo[];
  classes: ClassInfo[];
  moduleMaxNesting: number;
  /** Functions passed inline and at most SHORT_CALLBACK_LINES long. */
  shortCallbacks: Set<Node>;
  /** Declarators in the head of a for / for-in / for-of loop. */
  loopDeclarators: Set<Node>;
}

const NESTING_TYPES = new Set([
  'IfStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
  'SwitchStatement',
  'TryStatement',
  'WithStatement',
]);
const LOOP_TYPES = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);
const DECISION_TYPES = new Set([
  'IfStatement',
  'ConditionalExpression',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
  'CatchClause',
]);

function isDecision(node: Node): boolean {
  if (DECISION_TYPES.has(node.type)) return true;
  if (node.type === 'SwitchCase') return node.test !== null && node.test !== undefined;
  if (node.type === 'LogicalExpression') return true;
  return (
    node.type === 'AssignmentExpression' &&
    (node.operator === '&&=' || node.operator === '||=' || node.operator === '??=')
  );
}

function addsNesting(node: Node, parent: Node | undefined): boolean {
  if (!NESTING_TYPES.has(node.type)) return false;
  // `else if` continues a chain rather than nesting inside it.
  return !(node.type === 'IfStatement' && parent?.type === 'IfStatement' && parent.alternate === node);
}

/** Walks the program once, maintaining frames and calling every rule. */
export function walkProgram(
  program: Program,
  context: JsContext,
  rules: readonly JsRule[],
  exported: ReadonlySet<string>,
): WalkResult {
  const result: WalkResult = {
    units: [],
    classes: [],
    moduleMaxNesting: 0,
    shortCallbacks: new Set(),
    loopDeclarators: new Set(),
  };
  const { ancestors, loops } = context;
  let moduleDepth = 0;

  const enterFunction = (fn: FunctionNode) => {
    const parent = ancestors[ancestors.length - 1];
    const call = enclosingCall(fn, parent);
    const name = functionName(fn, ancestors);
    const outer = context.currentFunction;
    const method =
      call?.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier'
        ? call.callee.property.name
        : '';
    let iterationLoop: LoopFrame | null = null;
    if (call && ITERATION_METHODS.has(method) && call.callee.type === 'MemberExpression') {
      iterationLoop = {
        node: fn,
        collection: collectionKey(context, call.callee.object),
        isCallback: true,
        iteratesCollection: true,
        owner: outer,
      };
      loops.push(iterationLoop);
    }
    if (call && endLine(fn) - startLine(fn) + 1 <= SHORT_CALLBACK_LINES) result.shortCallbacks.add(fn);
    const frame: FunctionFrame = {
      node: fn,
      name,
      parent: outer,
      complexity: 1,
      depth: 0,
      maxDepth: 0,
      isCallback: call !== undefined,
      isTestBlock: call !== undefined && isTestBlockCall(call),
      isHandler: (outer?.isHandler ?? false) || isRequestHandler(fn, call, name),
      callbackOf: method,
      iterationLoop,
    };
    context.currentFunction = frame;
  };

  const exitFunction = (fn: FunctionNode) => {
    const frame = context.currentFunction;
    if (!frame || frame.node !== fn) return;
    const parentNodes = ancestors;
    const isPublic = isPublicFunction(fn, parentNodes, exported);
    result.units.push({
      name: frame.name,
      startLine: startLine(fn),
      endLine: endLine(fn),
      complexity: frame.complexity,
      maxNesting: frame.maxDepth,
      parameterCount: fn.params.filter((param) => !(param.type === 'Identifier' && param.name === 'this')).length,
      isCallback: frame.isCallback,
      isTestBlock: frame.isTestBlock,
      isPublic,
      hasDocComment: isPublic && hasDocComment(fn, parentNodes),
    });
    if (frame.iterationLoop) loops.pop();
    context.currentFunction = frame.parent;
  };

  const recordClass = (node: Node) => {
    if (node.type !== 'ClassDeclaration' && node.type !== 'ClassExpression') return;
    const parent = ancestors[ancestors.length - 1];
    const name =
      node.id?.name ??
      (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : 'default export');
    const isPublic =
      parent?.type === 'ExportNamedDeclaration' ||
      parent?.type === 'ExportDefaultDeclaration' ||
      (parent?.type === 'Program' && exported.has(name));
    result.classes.push({
      name,
      startLine: startLine(node),
      endLine: endLine(node),
      isPublic,
      hasDocComment: isPublic && hasDocComment(node, ancestors),
    });
  };

  const enter = (node: Node) => {
    const parent = ancestors[ancestors.length - 1];
    if (isFunctionNode(node)) enterFunction(node);
    const frame = context.currentFunction;
    if (isDecision(node) && frame && frame.node !== node) frame.complexity += 1;
    if (addsNesting(node, parent)) {
      if (frame) frame.maxDepth = Math.max(frame.maxDepth, (frame.depth += 1));
      else result.moduleMaxNesting = Math.max(result.moduleMaxNesting, (moduleDepth += 1));
    }
    if (LOOP_TYPES.has(node.type)) {
      const head =
        node.type === 'ForStatement'
          ? node.init
          : node.type === 'ForOfStatement' || node.type === 'ForInStatement'
            ? node.left
            : null;
      if (head?.type === 'VariableDeclaration')
        for (const declarator of head.declarations) result.loopDeclarators.add(declarator);
    }
    if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') recordClass(node);
    for (const rule of rules) rule.enter?.(node, context);
  };

  const exit = (node: Node) => {
    for (const rule of rules) rule.exit?.(node, context);
    if (addsNesting(node, ancestors[ancestors.length - 1])) {
      const frame = context.currentFunction;
      if (frame) frame.depth -= 1;
      else moduleDepth -= 1;
    }
    if (isFunctionNode(node)) exitFunction(node);
  };

  const pushLoop = (node: Node) => {
    const collection = loopCollection(node, context);
    // A counted for loop only iterates data when bounded by a collection's length; retries and polls are not N+1.
    const iteratesCollection =
      node.type === 'ForOfStatement' ||
      node.type === 'ForInStatement' ||
      (node.type === 'ForStatement' && collection !== undefined);
    loops.push({ node, collection, isCallback: false, iteratesCollection, owner: context.currentFunction });
  };

  /** Visits a loop's children; parts evaluated once (for-of source, for init) run before the loop is active. */
  const visitLoopChildren = (node: Node) => {
    if (node.type === 'ForOfStatement' || node.type === 'ForInStatement') {
      visit(node.left);
      visit(node.right);
      pushLoop(node);
      visit(node.body);
    } else if (node.type === 'ForStatement') {
      if (node.init) visit(node.init);
      pushLoop(node);
      if (node.test) visit(node.test);
      if (node.update) visit(node.update);
      visit(node.body);
    } else {
      pushLoop(node);
      forEachChild(node, visit);
    }
    loops.pop();
  };

  const visit = (node: Node): void => {
    if (isTypeOnly(node)) return;
    enter(node);
    ancestors.push(node);
    if (LOOP_TYPES.has(node.type)) visitLoopChildren(node);
    else forEachChild(node, visit);
    ancestors.pop();
    exit(node);
  };

  visit(program);
  return result;
}
