/** Reliability rules for JavaScript/TypeScript: swallowed errors (REL001) and debugger statements (REL003). */
import type { Node } from '@babel/types';
import { calleeName } from './ast-utils.ts';
import type { JsContext, JsRule } from './context.ts';
import { checkFloatingPromise } from './promises.ts';

function isEmptyBlock(node: Node | null | undefined): boolean {
  return node?.type === 'BlockStatement' && node.body.length === 0 && (node.innerComments ?? []).length === 0;
}

type NodeOf<T extends Node['type']> = Extract<Node, { type: T }>;

function checkEmptyCatch(node: NodeOf<'CatchClause'>, context: JsContext): void {
  if (!isEmptyBlock(node.body)) return;
  // `catch {}` or `catch (_error) {}` signals a deliberate choice, but still explains nothing.
  const deliberate = !node.param || (node.param.type === 'Identifier' && node.param.name.startsWith('_'));
  context.report(
    'REL001',
    deliberate ? 'Minor' : 'Major',
    'Empty catch block silently discards the error.',
    node,
    'Handle the error, log it, or rethrow it; if ignoring it is intended, say why in a comment.',
  );
}

function checkEmptyPromiseCatch(node: NodeOf<'CallExpression'>, context: JsContext): void {
  if (calleeName(node) !== 'catch' || node.callee.type !== 'MemberExpression') return;
  const handler = node.arguments[0];
  const isFunction = handler?.type === 'ArrowFunctionExpression' || handler?.type === 'FunctionExpression';
  if (!isFunction || !isEmptyBlock(handler.body)) return;
  context.report(
    'REL001',
    'Major',
    'Promise rejection is swallowed by an empty `.catch` handler.',
    node,
    'Log or handle the rejection, or let it propagate to a caller that can.',
  );
}

function checkDebugger(node: Node, context: JsContext): void {
  context.report('REL003', 'Minor', '`debugger` statement left in the code.', node, 'Remove the debugger statement.');
}

/** The reliability rule for JavaScript and TypeScript. */
export const reliabilityRule: JsRule = {
  enter(node, context) {
    if (node.type === 'CatchClause') checkEmptyCatch(node, context);
    else if (node.type === 'CallExpression') checkEmptyPromiseCatch(node, context);
    else if (node.type === 'DebuggerStatement') checkDebugger(node, context);
    else if (node.type === 'ExpressionStatement') checkFloatingPromise(node, context);
  },
};
