/** Performance rules PERF001–PERF004 for JavaScript/TypeScript. */
import type { Identifier, Node } from '@babel/types';
import { calleeName, calleeObject, forEachChild, isFunctionNode, memberPath } from './ast-utils.ts';
import {
  activeLoops,
  collectionKey,
  collectionLabel,
  loopCollection,
  normalisedText,
  type JsContext,
  type JsRule,
  type LoopFrame,
} from './context.ts';
import { checkNestedJoin } from './join.ts';

const SEARCH_METHODS = new Set([
  'includes',
  'indexOf',
  'lastIndexOf',
  'find',
  'findIndex',
  'filter',
  'some',
  'every',
  'findLast',
]);
const DOM_QUERIES = new Set([
  'querySelector',
  'querySelectorAll',
  'getElementById',
  'getElementsByClassName',
  'getElementsByTagName',
  'getElementsByName',
]);
const QUERY_METHODS = new Set([
  'query',
  'execute',
  'findOne',
  'findById',
  'findUnique',
  'findFirst',
  'findMany',
  'findAll',
  'findByPk',
  'findOneBy',
  'findBy',
  'aggregate',
  'countDocuments',
  'upsert',
  'insertOne',
  'updateOne',
  'deleteOne',
  'save',
  'rpc',
]);
const GENERIC_REQUEST_METHODS = new Set([
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'request',
  'select',
  'insert',
  'update',
  'count',
  'create',
  'raw',
  'from',
]);
const DATA_CLIENT =
  /(^|\.)(db|database|pool|client|conn|connection|knex|prisma|repo|repository|api|axios|http|https|supabase|sql|orm|em|entityManager|manager|collection|model|got|ky|superagent|redis|mongo|sequelize|trx|tx)$/i;
const BLOCKING_SYNC =
  /^(readFileSync|writeFileSync|appendFileSync|readdirSync|statSync|lstatSync|existsSync|mkdirSync|rmSync|rmdirSync|unlinkSync|copyFileSync|renameSync|accessSync|openSync|readSync|writeSync|execSync|execFileSync|spawnSync|pbkdf2Sync|scryptSync)$/;

/** Node types whose value may differ each time they are evaluated. */
const IMPURE_TYPES = new Set([
  'CallExpression',
  'AwaitExpression',
  'AssignmentExpression',
  'UpdateExpression',
  'NewExpression',
]);

/** True for the `b` of `a.b`, which names a property rather than referring to a binding. */
function isPropertyName(parent: Node | undefined, key: string): boolean {
  return (
    (parent?.type === 'MemberExpression' || parent?.type === 'OptionalMemberExpression') &&
    key === 'property' &&
    !parent.computed
  );
}

/** True when no identifier in the expression changes between iterations of the loop. */
function isLoopInvariant(expression: Node, loop: LoopFrame, context: JsContext): boolean {
  const start = loop.node.start ?? 0;
  const end = loop.node.end ?? 0;
  const inside = (node: Node) => (node.start ?? -1) >= start && (node.end ?? -1) <= end;
  const changesInLoop = (identifier: Identifier) => {
    const binding = context.scopes.resolve(identifier);
    return (
      binding !== undefined && (inside(binding.identifier) || binding.writes.some((write) => inside(write.identifier)))
    );
  };
  let invariant = true;
  const visit = (node: Node, parent: Node | undefined, key: string) => {
    if (!invariant) return;
    if (IMPURE_TYPES.has(node.type) || isFunctionNode(node)) invariant = false;
    else if (node.type === 'Identifier') invariant = isPropertyName(parent, key) || !changesInLoop(node);
    else forEachChild(node, (child, childKey) => visit(child, node, childKey));
  };
  visit(expression, undefined, '');
  return invariant;
}

function checkNestedIteration(node: Node, context: JsContext): void {
  const loops = activeLoops(context);
  // Iteration callbacks are already on the loop stack when entered; loop statements are pushed after.
  const isStatement = node.type === 'ForStatement' || node.type === 'ForOfStatement' || node.type === 'ForInStatement';
  const collection = isStatement
    ? loopCollection(node, context)
    : loops[0]?.node === node
      ? loops[0].collection
      : undefined;
  if (!collection) return;
  const outer = isStatement ? loops : loops.slice(1);
  const match = outer.find((loop) => loop.collection === collection);
  if (match) {
    const label = collectionLabel(collection);
    context.report(
      'PERF001',
      'Minor',
      `Loop over \`${label}\` runs inside another loop over \`${label}\` (line ${match.node.loc?.start.line ?? '?'}): quadratic work.`,
      node,
      'Build a Map or Set keyed by the looked-up value once, then look items up in constant time.',
    );
  } else {
    checkNestedJoin(node, context);
  }
}

type LoopCall = Extract<Node, { type: 'CallExpression' | 'NewExpression' }>;

function checkCallInLoop(call: LoopCall, context: JsContext): void {
  const loops = activeLoops(context);
  const loop = loops[0];
  if (!loop) return;
  if (checkSearchInLoop(call, loops, context)) return;
  checkInvariantCall(call, loop, context);
}

/** A search method run on every iteration; a search from a start index (a scanner walking a string) and a search on an error path are not repeated work. */
function isRepeatedSearch(call: LoopCall, method: string, context: JsContext): boolean {
  if (!SEARCH_METHODS.has(method) || call.type !== 'CallExpression') return false;
  const fromIndex = /indexOf|includes/.test(method) && call.arguments.length > 1;
  return !fromIndex && !context.ancestors.some((ancestor) => ancestor.type === 'ThrowStatement');
}

/** PERF001 for a search over the collection an enclosing loop iterates; true when reported. */
function checkSearchInLoop(call: LoopCall, loops: readonly LoopFrame[], context: JsContext): boolean {
  const method = calleeName(call);
  const object = calleeObject(call);
  if (!method || !object || !isRepeatedSearch(call, method, context)) return false;
  const key = collectionKey(context, object);
  const outer =
    key === undefined ? undefined : loops.find((each) => each.collection === key && each.node !== call.arguments[0]);
  if (!outer) return false;
  const collection = normalisedText(context, object);
  context.report(
    'PERF001',
    'Minor',
    `\`${collection}.${method}\` searches \`${collection}\` on every iteration of a loop over it: quadratic work.`,
    call,
    `Put the items of \`${collection}\` in a Set or Map before the loop.`,
  );
  return true;
}

function isDocumentObject(object: Node | undefined): boolean {
  return object === undefined || /^(document|window\.document)$/.test(memberPath(object) ?? '');
}

/** The label of a call that is costly to repeat (JSON.parse, DOM queries, new RegExp), if it is one. */
function expensiveCall(call: LoopCall): string | undefined {
  if (memberPath(call.callee) === 'JSON.parse') return 'JSON.parse';
  const method = calleeName(call);
  if (method && DOM_QUERIES.has(method) && isDocumentObject(calleeObject(call))) return method;
  if (call.type === 'NewExpression' && call.callee.type === 'Identifier' && call.callee.name === 'RegExp') {
    return 'new RegExp';
  }
  return undefined;
}

/** PERF002 for a costly call whose arguments do not change between iterations. */
function checkInvariantCall(call: LoopCall, loop: LoopFrame, context: JsContext): void {
  const expensive = expensiveCall(call);
  if (!expensive || call.arguments.length === 0) return;
  if (!call.arguments.every((argument) => isLoopInvariant(argument as Node, loop, context))) return;
  context.report(
    'PERF002',
    'Minor',
    `\`${expensive}(${context.text(call.arguments[0] as Node).slice(0, 30)})\` gives the same result on every iteration of the loop.`,
    call,
    'Compute it once before the loop and reuse the result.',
  );
}

/** A database-like object: a known client name, a PascalCase model, or a name containing db/repo/client/model. */
function looksLikeDataSource(objectPath: string): boolean {
  const chainRoot = objectPath.split('.')[0] ?? '';
  return (
    DATA_CLIENT.test(objectPath) ||
    /^[A-Z]/.test(chainRoot) ||
    /^(this\.)?\w*(db|repo|client|model|prisma)\w*/i.test(objectPath)
  );
}

function isQueryTarget(method: string, objectPath: string): boolean {
  if (QUERY_METHODS.has(method) && looksLikeDataSource(objectPath)) return true;
  if (GENERIC_REQUEST_METHODS.has(method) && DATA_CLIENT.test(objectPath)) return true;
  return /^prisma\./.test(objectPath);
}

function isQueryCall(node: Node): string | undefined {
  const call = node.type === 'AwaitExpression' ? node.argument : undefined;
  if (call?.type !== 'CallExpression') return undefined;
  if (call.callee.type === 'Identifier' && call.callee.name === 'fetch') return 'fetch';
  const method = calleeName(call);
  if (!method || call.callee.type !== 'MemberExpression') return undefined;
  const objectPath = memberPath(call.callee.object) ?? '';
  return isQueryTarget(method, objectPath) ? `${objectPath}.${method}` : undefined;
}

function checkAwaitInLoop(node: Node, context: JsContext): void {
  const loop = activeLoops(context)[0];
  const query = isQueryCall(node);
  if (!loop || !query || loop.isCallback || !loop.iteratesCollection) return;
  context.report(
    'PERF003',
    'Major',
    `\`await ${query}(…)\` runs once per loop iteration (N+1 round trips).`,
    node,
    'Load all rows in one query (WHERE id IN …) or start the requests together with Promise.all.',
  );
}

const LOOP_STATEMENTS = new Set(['ForStatement', 'ForOfStatement', 'ForInStatement']);

function checkInsideLoop(node: Node, context: JsContext): void {
  if (LOOP_STATEMENTS.has(node.type) || isFunctionNode(node)) checkNestedIteration(node, context);
  if (node.type === 'CallExpression' || node.type === 'NewExpression') checkCallInLoop(node, context);
  if (node.type === 'AwaitExpression') checkAwaitInLoop(node, context);
}

function checkBlockingCall(node: Node, context: JsContext): void {
  const handler = context.currentFunction;
  if (node.type !== 'CallExpression' || !handler?.isHandler) return;
  const method = calleeName(node);
  if (!method || !BLOCKING_SYNC.test(method)) return;
  context.report(
    'PERF004',
    'Major',
    `\`${method}\` blocks the event loop inside request handler \`${handler.name}\`.`,
    node,
    `Use the asynchronous form (${method.replace(/Sync$/, '')} from the promises API) and await it.`,
  );
}

/** The performance rule for JavaScript and TypeScript. */
export const performanceRule: JsRule = {
  enter(node, context) {
    if (context.loops.length > 0) checkInsideLoop(node, context);
    checkBlockingCall(node, context);
  },
};
