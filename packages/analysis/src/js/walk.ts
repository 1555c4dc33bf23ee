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

type Call = NonNullable<ReturnType<typeof enclosingCall>>;

/** The method name of a callback's call (`items.map(…)` gives 'map'), or ''. */
function callbackMethod(call: Call | undefined): string {
  return call?.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier'
    ? call.callee.property.name
    : '';
}

/** The declaration part of a loop head: `for (init; …)`, `for (left of …)`; null for while loops. */
function loopHead(node: Node): Node | null | undefined {
  if (node.type === 'ForStatement') return node.init;
  if (node.type === 'ForOfStatement' || node.type === 'ForInStatement') return node.left;
  return null;
}

/** A class's own name, the variable it is assigned to, or 'default export'. */
function classNameOf(node: Extract<Node, { type: 'ClassDeclaration' | 'ClassExpression' }>, parent: Node | undefined) {
  return (
    node.id?.name ??
    (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' ? parent.id.name : 'default export')
  );
}

/** One depth-first walk: function frames, loop stack, nesting and complexity, with every rule called on entry and exit. */
class ProgramWalker {
  readonly result: WalkResult = {
    units: [],
    classes: [],
    moduleMaxNesting: 0,
    shortCallbacks: new Set(),
    loopDeclarators: new Set(),
  };
  private moduleDepth = 0;

  constructor(
    private readonly context: JsContext,
    private readonly rules: readonly JsRule[],
    private readonly exported: ReadonlySet<string>,
  ) {}

  private get parent(): Node | undefined {
    const { ancestors } = this.context;
    return ancestors[ancestors.length - 1];
  }

  private enterFunction(fn: FunctionNode): void {
    const { context } = this;
    const call = enclosingCall(fn, this.parent);
    const name = functionName(fn, context.ancestors);
    const outer = context.currentFunction;
    const method = callbackMethod(call);
    const iterationLoop = this.pushIterationLoop(fn, call, method);
    if (call && endLine(fn) - startLine(fn) + 1 <= SHORT_CALLBACK_LINES) this.result.shortCallbacks.add(fn);
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
  }

  /** A callback of an iteration method (items.map(fn)) runs once per element: it opens a loop. */
  private pushIterationLoop(fn: FunctionNode, call: Call | undefined, method: string): LoopFrame | null {
    if (!call || !ITERATION_METHODS.has(method) || call.callee.type !== 'MemberExpression') return null;
    const iterationLoop: LoopFrame = {
      node: fn,
      collection: collectionKey(this.context, call.callee.object),
      isCallback: true,
      iteratesCollection: true,
      owner: this.context.currentFunction,
    };
    this.context.loops.push(iterationLoop);
    return iterationLoop;
  }

  private exitFunction(fn: FunctionNode): void {
    const { context } = this;
    const frame = context.currentFunction;
    if (!frame || frame.node !== fn) return;
    const isPublic = isPublicFunction(fn, context.ancestors, this.exported);
    this.result.units.push({
      name: frame.name,
      startLine: startLine(fn),
      endLine: endLine(fn),
      complexity: frame.complexity,
      maxNesting: frame.maxDepth,
      parameterCount: fn.params.filter((param) => !(param.type === 'Identifier' && param.name === 'this')).length,
      isCallback: frame.isCallback,
      isTestBlock: frame.isTestBlock,
      isPublic,
      hasDocComment: isPublic && hasDocComment(fn, context.ancestors),
    });
    if (frame.iterationLoop) context.loops.pop();
    context.currentFunction = frame.parent;
  }

  private recordClass(node: Extract<Node, { type: 'ClassDeclaration' | 'ClassExpression' }>): void {
    const parent = this.parent;
    const name = classNameOf(node, parent);
    const isPublic =
      parent?.type === 'ExportNamedDeclaration' ||
      parent?.type === 'ExportDefaultDeclaration' ||
      (parent?.type === 'Program' && this.exported.has(name));
    this.result.classes.push({
      name,
      startLine: startLine(node),
      endLine: endLine(node),
      isPublic,
      hasDocComment: isPublic && hasDocComment(node, this.context.ancestors),
    });
  }

  private recordLoopDeclarators(node: Node): void {
    const head = loopHead(node);
    if (head?.type === 'VariableDeclaration') {
      for (const declarator of head.declarations) this.result.loopDeclarators.add(declarator);
    }
  }

  /** One level deeper: in the current function, or at module level. */
  private deeper(frame: FunctionFrame | null): void {
    if (frame) frame.maxDepth = Math.max(frame.maxDepth, (frame.depth += 1));
    else this.result.moduleMaxNesting = Math.max(this.result.moduleMaxNesting, (this.moduleDepth += 1));
  }

  private enter(node: Node): void {
    const { context } = this;
    const parent = this.parent;
    if (isFunctionNode(node)) this.enterFunction(node);
    const frame = context.currentFunction;
    if (isDecision(node) && frame && frame.node !== node) frame.complexity += 1;
    if (addsNesting(node, parent)) this.deeper(frame);
    if (LOOP_TYPES.has(node.type)) this.recordLoopDeclarators(node);
    if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') this.recordClass(node);
    for (const rule of this.rules) rule.enter?.(node, context);
  }

  private exit(node: Node): void {
    const { context } = this;
    for (const rule of this.rules) rule.exit?.(node, context);
    if (addsNesting(node, this.parent)) {
      const frame = context.currentFunction;
      if (frame) frame.depth -= 1;
      else this.moduleDepth -= 1;
    }
    if (isFunctionNode(node)) this.exitFunction(node);
  }

  private pushLoop(node: Node): void {
    const collection = loopCollection(node, this.context);
    // A counted for loop only iterates data when bounded by a collection's length; retries and polls are not N+1.
    const iteratesCollection =
      node.type === 'ForOfStatement' ||
      node.type === 'ForInStatement' ||
      (node.type === 'ForStatement' && collection !== undefined);
    this.context.loops.push({
      node,
      collection,
      isCallback: false,
      iteratesCollection,
      owner: this.context.currentFunction,
    });
  }

  /** Visits a loop's children; parts evaluated once (for-of source, for init) run before the loop is active. */
  private visitLoopChildren(node: Node): void {
    const { visit } = this;
    if (node.type === 'ForOfStatement' || node.type === 'ForInStatement') {
      visit(node.left);
      visit(node.right);
      this.pushLoop(node);
      visit(node.body);
    } else if (node.type === 'ForStatement') {
      if (node.init) visit(node.init);
      this.pushLoop(node);
      if (node.test) visit(node.test);
      if (node.update) visit(node.update);
      visit(node.body);
    } else {
      this.pushLoop(node);
      forEachChild(node, visit);
    }
    this.context.loops.pop();
  }

  /** Bound once so it can be passed to forEachChild without a closure per node. */
  readonly visit = (node: Node): void => {
    if (isTypeOnly(node)) return;
    this.enter(node);
    this.context.ancestors.push(node);
    if (LOOP_TYPES.has(node.type)) this.visitLoopChildren(node);
    else forEachChild(node, this.visit);
    this.context.ancestors.pop();
    this.exit(node);
  };
}

/** Walks the program once, maintaining frames and calling every rule. */
export function walkProgram(
  program: Program,
  context: JsContext,
  rules: readonly JsRule[],
  exported: ReadonlySet<string>,
): WalkResult {
  const walker = new ProgramWalker(context, rules, exported);
  walker.visit(program);
  return walker.result;
}
