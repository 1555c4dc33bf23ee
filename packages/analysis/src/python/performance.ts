/** Performance rules PERF001–PERF004 for Python. */
import type { Expr, PyNode } from './ast.ts';
import {
  activePyLoops,
  qualifiedName,
  targetNames as targetNamesOf,
  type PyContext,
  type PyLoop,
  type PyRule,
} from './context.ts';
import { expressionFacts } from './expr-utils.ts';
import { checkNestedJoin } from './join.ts';

type Call = Extract<Expr, { kind: 'Call' }>;

const INVARIANT_WORK = new Set(['re.compile', 'json.loads', 'yaml.safe_load', 'ast.literal_eval']);
const HTTP_CALL = /^(requests|httpx)\.(get|post|put|patch|delete|head|request)$|^urllib\.request\.urlopen$/;
const ORM_METHODS = new Set([
  'get',
  'filter',
  'exclude',
  'create',
  'update',
  'count',
  'first',
  'exists',
  'get_or_create',
  'all',
]);
const SESSION_METHODS = new Set(['query', 'get', 'execute', 'scalar', 'scalars', 'fetch', 'fetchrow', 'fetchval']);
const BLOCKING_IN_ASYNC =
  /^(time\.sleep|requests\.\w+|urllib\.request\.urlopen|subprocess\.(run|call|check_call|check_output)|os\.system)$/;

function isInvariant(call: Call, loop: PyLoop): boolean {
  return call.args.every((argument) => {
    const facts = expressionFacts(argument);
    return !facts.hasCall && [...facts.names].every((name) => !loop.bound.has(name));
  });
}

/** `for _attempt in range(3)`: the target is unused, so the loop repeats rather than iterates data. */
function isRetryLoop(loop: PyLoop): boolean {
  const node = loop.node;
  return (
    node.kind === 'For' &&
    /^range\(/.test(loop.collection ?? '') &&
    [...targetNamesOf(node.target)].every((name) => name.startsWith('_'))
  );
}

/** True when calling `receiver.method(…)` talks to a database or an HTTP service. */
function isQueryMethod(receiver: string, method: string): boolean {
  if (method === 'execute' && /(cursor|cur|conn|connection|db|session|engine)\b/i.test(receiver)) return true;
  if (/\.objects(\.\w+\([^()]*\))*$/.test(receiver) && ORM_METHODS.has(method)) return true;
  if (/session|db\b/i.test(receiver) && SESSION_METHODS.has(method)) return true;
  return /^(client|http|api|session)$/i.test(receiver) && /^(get|post|put|patch|delete|request)$/.test(method);
}

/** A description of the query or request a call makes, when it makes one. */
function queryCall(call: Call, context: PyContext): string | undefined {
  const name = qualifiedName(call.func, context) ?? '';
  if (HTTP_CALL.test(name)) return name;
  if (call.func.kind !== 'Attribute') return undefined;
  const receiver = context.text(call.func.value);
  const method = call.func.attr;
  return isQueryMethod(receiver, method) ? `${receiver}.${method}` : undefined;
}

function checkCall(call: Call, context: PyContext): void {
  const loops = activePyLoops(context);
  const loop = loops[0];
  const name = qualifiedName(call.func, context) ?? '';
  if (loop) {
    checkInvariantWork(call, name, loop, context);
    checkScanInLoop(call, loops, context);
    checkQueryInLoop(call, loop, context);
  }
  checkBlockingInAsync(call, name, context);
}

/** PERF002: work whose result cannot change between iterations. */
function checkInvariantWork(call: Call, name: string, loop: PyLoop, context: PyContext): void {
  if (!INVARIANT_WORK.has(name) || call.args.length === 0 || !isInvariant(call, loop)) return;
  context.report(
    'PERF002',
    'Minor',
    `\`${name}(${context.text(call.args[0] as Expr).slice(0, 30)})\` gives the same result on every iteration of the loop.`,
    call,
    'Compute it once before the loop and reuse the result.',
  );
}

/** PERF001: `items.index(x)` or `items.count(x)` inside a loop over `items`. */
function checkScanInLoop(call: Call, loops: readonly PyLoop[], context: PyContext): void {
  const func = call.func;
  if (func.kind !== 'Attribute' || !/^(index|count)$/.test(func.attr)) return;
  const collection = context.text(func.value);
  if (!collection || !loops.some((each) => each.collection === collection)) return;
  context.report(
    'PERF001',
    'Minor',
    `\`${collection}.${func.attr}\` scans \`${collection}\` on every iteration of a loop over it: quadratic work.`,
    call,
    `Build a dict from \`${collection}\` once before the loop.`,
  );
}

/** PERF003: a query per iteration of a loop over data, reported once per loop. */
function checkQueryInLoop(call: Call, loop: PyLoop, context: PyContext): void {
  if (loop.isWhile || loop.reportedQuery || isRetryLoop(loop)) return;
  const query = queryCall(call, context);
  if (!query) return;
  loop.reportedQuery = true;
  context.report(
    'PERF003',
    'Major',
    `\`${query}(…)\` runs once per loop iteration (N+1 round trips).`,
    call,
    'Fetch everything in one query (WHERE id IN …, select_related/prefetch_related, executemany) or batch the requests.',
  );
}

/** PERF004: a blocking call inside an async function. */
function checkBlockingInAsync(call: Call, name: string, context: PyContext): void {
  const frame = context.frame;
  if (!frame?.node.isAsync || !BLOCKING_IN_ASYNC.test(name)) return;
  context.report(
    'PERF004',
    'Major',
    `\`${name}\` blocks the event loop inside async function \`${frame.name}\`.`,
    call,
    name === 'time.sleep'
      ? 'Use await asyncio.sleep(…).'
      : 'Use an async client (httpx.AsyncClient, asyncio.create_subprocess_exec) or run it in a thread with asyncio.to_thread.',
  );
}

/** The performance rule for Python. */
export const pythonPerformanceRule: PyRule = {
  enter(node: PyNode, context: PyContext) {
    if (node.kind === 'Call') {
      checkCall(node, context);
      return;
    }
    if (node.kind === 'For' || node.kind === 'Comprehension') {
      const iter = node.kind === 'For' ? node.iter : node.generators[0]?.iter;
      const collection = iter ? context.text(iter) : undefined;
      const outer = collection ? activePyLoops(context).find((loop) => loop.collection === collection) : undefined;
      if (outer && collection) {
        context.report(
          'PERF001',
          'Minor',
          `Loop over \`${collection}\` runs inside another loop over \`${collection}\` (line ${outer.node.line}): quadratic work.`,
          node,
          'Index the items once in a dict or set, then look them up in constant time.',
        );
      } else if (node.kind === 'For') {
        checkNestedJoin(node, context);
      }
      return;
    }
    if (node.kind === 'Compare') {
      const loops = activePyLoops(context);
      node.ops.forEach((op, index) => {
        const comparator = node.comparators[index];
        if (
          (op === 'in' || op === 'not in') &&
          comparator &&
          loops.some((loop) => loop.collection === context.text(comparator) && comparator.kind === 'Name')
        ) {
          context.report(
            'PERF001',
            'Minor',
            `Membership test \`${op} ${context.text(comparator)}\` scans the list being looped over: quadratic work.`,
            node,
            `Convert \`${context.text(comparator)}\` to a set once before the loop.`,
          );
        }
      });
    }
  },
};
