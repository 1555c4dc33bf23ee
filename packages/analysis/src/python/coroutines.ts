/**
 * REL004 for Python: inside an `async def`, a coroutine called as a whole statement without
 * `await` never runs (Python only warns "coroutine … was never awaited" at run time), and a task
 * from `asyncio.create_task` whose reference is dropped may be garbage-collected before it ends.
 */
import type { Expr, Module, PyNode } from './ast.ts';
import { forEachPyChild } from './ast.ts';
import { qualifiedName, ruleFromHandlers, type PyContext, type PyRule } from './context.ts';

/** Library coroutines that do nothing unless awaited. */
const LIBRARY_COROUTINES = new Set([
  'asyncio.sleep',
  'asyncio.gather',
  'asyncio.wait',
  'asyncio.wait_for',
  'asyncio.to_thread',
  'asyncio.open_connection',
  'asyncio.start_server',
]);
const TASK_FACTORIES = new Set(['asyncio.create_task', 'asyncio.ensure_future']);

/** The names of the file's `async def`s: module functions and methods (reached through self/cls). */
function asyncNames(module: Module): { functions: Set<string>; methods: Set<string> } {
  const functions = new Set<string>();
  const methods = new Set<string>();
  const visit = (node: PyNode, inClass: boolean) => {
    if (node.kind === 'FunctionDef' && node.isAsync) (inClass ? methods : functions).add(node.name);
    forEachPyChild(node, (child) => visit(child, node.kind === 'ClassDef'));
  };
  for (const statement of module.body) visit(statement, false);
  return { functions, methods };
}

type Verdict = { name: string; kind: 'coroutine' | 'task' } | undefined;

function unawaited(call: Expr, names: ReturnType<typeof asyncNames>, context: PyContext): Verdict {
  if (call.kind !== 'Call') return undefined;
  const callee = call.func;
  if (callee.kind === 'Name' && names.functions.has(callee.id) && !context.imports.has(callee.id)) {
    return { name: callee.id, kind: 'coroutine' };
  }
  if (
    callee.kind === 'Attribute' &&
    callee.value.kind === 'Name' &&
    (callee.value.id === 'self' || callee.value.id === 'cls') &&
    names.methods.has(callee.attr)
  ) {
    return { name: `${callee.value.id}.${callee.attr}`, kind: 'coroutine' };
  }
  const qualified = qualifiedName(callee, context);
  if (qualified && LIBRARY_COROUTINES.has(qualified)) return { name: qualified, kind: 'coroutine' };
  if (qualified && TASK_FACTORIES.has(qualified)) return { name: qualified, kind: 'task' };
  return undefined;
}

/** The rule for one module: statements inside async functions that drop a coroutine or a task. */
export function createPythonCoroutineRule(module: Module): PyRule {
  const names = asyncNames(module);
  return ruleFromHandlers({
    ExprStmt: (node, context) => {
      if (!context.frame?.node.isAsync) return;
      const verdict = unawaited(node.value, names, context);
      if (!verdict) return;
      if (verdict.kind === 'task') {
        context.report(
          'REL004',
          'Major',
          `The task from \`${verdict.name}(…)\` is not kept: the event loop holds it only weakly, so it can be garbage-collected before it finishes, and its errors are lost.`,
          node,
          'Keep the task (a variable or a set of running tasks) and await it, or use an `asyncio.TaskGroup`.',
        );
        return;
      }
      context.report(
        'REL004',
        'Major',
        `\`${verdict.name}(…)\` is a coroutine called without \`await\`: it never runs, and Python only warns about it at run time.`,
        node,
        `Write \`await ${verdict.name}(…)\`, or start it with \`asyncio.create_task\` and keep the task.`,
      );
    },
  });
}
