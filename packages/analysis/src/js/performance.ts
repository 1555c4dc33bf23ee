/** Performance rules PERF001–PERF004 for JavaScript/TypeScript. */
import type { Node } from '@babel/types';
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

/** True when no identifier in the expression changes between iterations of the loop. */
function isLoopInvariant(expression: Node, loop: LoopFrame, context: JsContext): boolean {
  const start = loop.node.start ?? 0;
  const end = loop.node.end ?? 0;
  const inside = (node: Node) => (node.start ?? -1) >= start && (node.end ?? -1) <= end;
  let invariant = true;
  const visit = (node: Node, parent: Node | undefined, key: string) => {
    if (!invariant) return;
    if (
      node.type === 'CallExpression' ||
      node.type === 'AwaitExpression' ||
      node.type === 'AssignmentExpression' ||
      node.type === 'UpdateExpression' ||
      isFunctionNode(node) ||
      node.type === 'NewExpression'
    ) {
      invariant = false;
      return;
    }
    if (node.type === 'Identifier') {
      if (
        (parent?.type === 'MemberExpression' || parent?.type === 'OptionalMemberExpression') &&
        key === 'property' &&
        !parent.computed
      )
        return;
      const binding = context.scopes.resolve(node);
      if (binding && (inside(binding.identifier) || binding.writes.some((write) => inside(write.identifier))))
        invariant = false;
      return;
    }
    forEachChild(node, (child, childKey) => visit(child, node, childKey));
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
  }
}

function checkCallInLoop(call: Extract<Node, { type: 'CallExpression' | 'NewExpression' }>, context: JsContext): void {
  const loops = activeLoops(context);
  const loop = loops[0];
  if (!loop) return;
  const method = calleeName(call);
  const object = calleeObject(call);
  // A search from a start index (a scanner walking a string) and a search on an error path are not repeated work.
  const fromIndex = /indexOf|includes/.test(method ?? '') && call.arguments.length > 1;
  const onErrorPath = context.ancestors.some((ancestor) => ancestor.type === 'ThrowStatement');
  if (method && object && SEARCH_METHODS.has(method) && call.type === 'CallExpression' && !fromIndex && !onErrorPath) {
    const key = collectionKey(context, object);
    const collection = normalisedText(context, object);
    const outer =
      key === undefined ? undefined : loops.find((each) => each.collection === key && each.node !== call.arguments[0]);
    if (outer) {
      context.report(
        'PERF001',
        'Minor',
        `\`${collection}.${method}\` searches \`${collection}\` on every iteration of a loop over it: quadratic work.`,
        call,
        `Put the items of \`${collection}\` in a Set or Map before the loop.`,
      );
      return;
    }
  }
  const path = memberPath(call.callee) ?? '';
  const expensive =
    path === 'JSON.parse'
      ? 'JSON.parse'
      : method &&
          DOM_QUERIES.has(method) &&
          (object === undefined || /^(document|window\.document)$/.test(memberPath(object) ?? ''))
        ? method
        : call.type === 'NewExpression' && call.callee.type === 'Identifier' && call.callee.name === 'RegExp'
          ? 'new RegExp'
          : undefined;
  if (!expensive) return;
  if (
    call.arguments.length === 0 ||
    !call.arguments.every((argument) => isLoopInvariant(argument as Node, loop, context))
  )
    return;
  context.report(
    'PERF002',
    'Minor',
    `\`${expensive}(${context.text(call.arguments[0] as Node).slice(0, 30)})\` gives the same result on every iteration of the loop.`,
    call,
    'Compute it once before the loop and reuse the result.',
  );
}

function isQueryCall(node: Node): string | undefined {
  const call = node.type === 'AwaitExpression' ? node.argument : undefined;
  if (call?.type !== 'CallExpression') return undefined;
  if (call.callee.type === 'Identifier' && call.callee.name === 'fetch') return 'fetch';
  const method = calleeName(call);
  if (!method || call.callee.type !== 'MemberExpression') return undefined;
  const objectPath = memberPath(call.callee.object) ?? '';
  const chainRoot = objectPath.split('.')[0] ?? '';
  if (
    QUERY_METHODS.has(method) &&
    (DATA_CLIENT.test(objectPath) ||
      /^[A-Z]/.test(chainRoot) ||
      /^(this\.)?\w*(db|repo|client|model|prisma)\w*/i.test(objectPath))
  )
    return `${objectPath}.${method}`;
  if (GENERIC_REQUEST_METHODS.has(method) && DATA_CLIENT.test(objectPath)) return `${objectPath}.${method}`;
  if (/^prisma\./.test(objectPath)) return `${objectPath}.${method}`;
  return undefined;
}

/** The performance rule for JavaScript and TypeScript. */
export const performanceRule: JsRule = {
  enter(node, context) {
    if (context.loops.length > 0) {
      if (
        node.type === 'ForStatement' ||
        node.type === 'ForOfStatement' ||
        node.type === 'ForInStatement' ||
        isFunctionNode(node)
      ) {
        checkNestedIteration(node, context);
      }
      if (node.type === 'CallExpression' || node.type === 'NewExpression') checkCallInLoop(node, context);
      if (node.type === 'AwaitExpression') {
        const loop = activeLoops(context)[0];
        const query = isQueryCall(node);
        if (loop && query && !loop.isCallback && loop.iteratesCollection) {
          context.report(
            'PERF003',
            'Major',
            `\`await ${query}(…)\` runs once per loop iteration (N+1 round trips).`,
            node,
            'Load all rows in one query (WHERE id IN …) or start the requests together with Promise.all.',
          );
        }
      }
    }
    if (node.type === 'CallExpression' && context.currentFunction?.isHandler) {
      const method = calleeName(node);
      if (method && BLOCKING_SYNC.test(method)) {
        context.report(
          'PERF004',
          'Major',
          `\`${method}\` blocks the event loop inside request handler \`${context.currentFunction.name}\`.`,
          node,
          `Use the asynchronous form (${method.replace(/Sync$/, '')} from the promises API) and await it.`,
        );
      }
    }
  },
};
