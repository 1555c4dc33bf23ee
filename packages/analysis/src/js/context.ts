/** The state shared by the JavaScript/TypeScript rules while the syntax tree is walked. */
import type { Node } from '@babel/types';
import type { Finding, Severity } from '../types.ts';
import type { FunctionNode } from './ast-utils.ts';
import type { ModuleImports } from './imports.ts';
import type { ScopeAnalysis } from './scope.ts';

/** A function being walked, with the measurements collected so far. */
export interface FunctionFrame {
  node: FunctionNode;
  name: string;
  parent: FunctionFrame | null;
  complexity: number;
  depth: number;
  maxDepth: number;
  isCallback: boolean;
  isTestBlock: boolean;
  /** A request handler (app.get(path, fn), (req, res) => …), or nested in one. */
  isHandler: boolean;
  /** The loop this function runs as the body of (items.forEach(fn)), if any. */
  iterationLoop: LoopFrame | null;
  /** The method this function is passed to as a callback (`reduce` for items.reduce(fn)). */
  callbackOf: string;
}

/** A loop statement, or a callback of an iteration method, being walked. */
export interface LoopFrame {
  node: Node;
  /** Normalised source text of the iterated collection, when known. */
  collection: string | undefined;
  isCallback: boolean;
  /** Loops over a collection (for, for-of, for-in, iteration callbacks), as opposed to while loops. */
  iteratesCollection: boolean;
  /** The function whose code runs the loop (null at module level). */
  owner: FunctionFrame | null;
}

/** What every rule can read and call. */
export interface JsContext {
  source: string;
  isTestFile: boolean;
  scopes: ScopeAnalysis;
  imports: ModuleImports;
  /** Ancestors of the current node; the last entry is its parent. */
  ancestors: Node[];
  currentFunction: FunctionFrame | null;
  loops: LoopFrame[];
  report(ruleId: string, severity: Severity, message: string, node: Node, fix?: string): void;
  text(node: Node): string;
}

/** A rule module: called for every node on the way down (enter) and up (exit). */
export interface JsRule {
  enter?(node: Node, context: JsContext): void;
  exit?(node: Node, context: JsContext): void;
  /** Called once after the walk, for rules that report from collected facts. */
  finish?(context: JsContext): Finding[];
}

/** The loops whose iterations execute the current node, innermost first. */
export function activeLoops(context: JsContext): LoopFrame[] {
  const result: LoopFrame[] = [];
  let frame = context.currentFunction;
  for (let index = context.loops.length - 1; index >= 0; index -= 1) {
    const loop = context.loops[index];
    if (!loop) continue;
    while (frame && loop.owner !== frame) {
      // Leaving a function: its enclosing loops only count when it is itself a loop body.
      if (!frame.iterationLoop) return result;
      frame = frame.parent;
    }
    if (loop.owner === frame) result.push(loop);
  }
  return result;
}

/** Normalised text of an expression, for comparing collections. */
export function normalisedText(context: JsContext, node: Node): string {
  return context.text(node).replace(/\s+/g, '').replace(/\?\./g, '.');
}

/** The start of a member/call chain: `a` for `a.b().c!`. */
function chainRoot(node: Node): Node {
  let root = node;
  for (let inner = chainInner(root); inner; inner = chainInner(root)) root = inner;
  return root;
}

function chainInner(node: Node): Node | undefined {
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') return node.object;
  if (node.type === 'CallExpression') return node.callee;
  return node.type === 'TSNonNullExpression' ? node.expression : undefined;
}

/**
 * A key identifying the data an expression denotes: its text plus the declaration its root
 * name resolves to, so that a shadowing `p` inside `p.map((p) => …)` is a different collection.
 * Array literals get no key: they are small, fixed lists.
 */
export function collectionKey(context: JsContext, node: Node): string | undefined {
  if (node.type === 'ArrayExpression') return undefined;
  const text = normalisedText(context, node);
  const root = chainRoot(node);
  const binding = root.type === 'Identifier' ? context.scopes.resolve(root) : undefined;
  if (!binding) return text;
  return `${text}#${binding.identifier.start ?? 0}`;
}

/** The readable text of a collection key. */
export function collectionLabel(key: string): string {
  return key.replace(/#\d+$/, '');
}

/** The key of the collection a loop statement iterates, when it can be told. */
export function loopCollection(node: Node, context: JsContext): string | undefined {
  if (node.type === 'ForOfStatement' || node.type === 'ForInStatement') return collectionKey(context, node.right);
  if (node.type === 'ForStatement' && node.test?.type === 'BinaryExpression' && /^<=?$/.test(node.test.operator)) {
    const bound = node.test.right;
    if (bound.type === 'MemberExpression' && bound.property.type === 'Identifier' && bound.property.name === 'length') {
      return collectionKey(context, bound.object);
    }
  }
  return undefined;
}
