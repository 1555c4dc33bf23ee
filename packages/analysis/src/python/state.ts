/** Law of Immutable State (HB004) and reliability rules (REL001–REL003) for Python. */
import type { ExceptHandler, Expr, FunctionDef, Stmt } from './ast.ts';
import { qualifiedName, ruleFromHandlers, type PyContext, type PyRule } from './context.ts';

const MUTATING_METHODS = new Set([
  'append',
  'extend',
  'insert',
  'remove',
  'pop',
  'clear',
  'update',
  'add',
  'discard',
  'setdefault',
  'sort',
  'reverse',
  'popitem',
]);
/** Parameters conventionally handed over to be changed (framework objects, accumulators, fixtures). */
const MUTABLE_BY_CONVENTION = new Set([
  'self',
  'cls',
  'request',
  'req',
  'response',
  'resp',
  'ctx',
  'context',
  'app',
  'parser',
  'subparsers',
  'state',
  'acc',
  'accumulator',
  'registry',
  'cache',
  'memo',
  'visited',
  'seen',
  'result',
  'results',
  'out',
  'output',
  'buffer',
  'buf',
  'collector',
  'sink',
  'monkeypatch',
  'mocker',
  'builder',
  'node',
  'tree',
  'env',
  'environ',
  'headers',
  'config',
  'settings',
]);

function rootName(expression: Expr): string | undefined {
  let current = expression;
  while (current.kind === 'Attribute' || current.kind === 'Subscript') current = current.value;
  return current.kind === 'Name' ? current.id : undefined;
}

function isMutableDefault(value: Expr | null): boolean {
  if (!value) return false;
  if (value.kind === 'List' || value.kind === 'Dict' || value.kind === 'Set' || value.kind === 'Comprehension') {
    return true;
  }
  return (
    value.kind === 'Call' &&
    value.func.kind === 'Name' &&
    /^(list|dict|set|defaultdict|OrderedDict|Counter|deque|bytearray)$/.test(value.func.id)
  );
}

function checkFunction(node: FunctionDef, context: PyContext): void {
  for (const param of node.params) {
    if (isMutableDefault(param.defaultValue)) {
      context.report(
        'HB004',
        'Major',
        `Mutable default argument \`${param.name}=${context.text(param.defaultValue as Expr)}\` is shared between calls of \`${node.name}\`.`,
        param,
        `Default to None and create the value inside: \`if ${param.name} is None: ${param.name} = ${context.text(param.defaultValue as Expr)}\`.`,
      );
    }
  }
}

type Span = { line: number; endLine: number; start: number; end: number };
type PyFrame = NonNullable<PyContext['frame']>;

/** A plain parameter of the current function that still holds the caller's object (not rebound to a copy). */
function callersObject(frame: PyFrame, root: string, context: PyContext): boolean {
  const param = frame.node.params.find((each) => each.name === root);
  if (!param || param.prefix !== '') return false;
  // A parameter rebound to a copy inside the function is no longer the caller's object.
  const rebound = context.assignments.get(frame.node)?.get(root);
  return !rebound || rebound.length === 0;
}

/** Reports each mutated parameter once per function. */
class ParamMutationReporter {
  private readonly reported = new Set<string>();

  report(target: Expr, node: Span, context: PyContext): void {
    const frame = context.frame;
    const root = rootName(target);
    if (!frame || !root || context.isTestFile || MUTABLE_BY_CONVENTION.has(root)) return;
    if (!callersObject(frame, root, context)) return;
    const key = `${frame.node.start}:${root}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    const example = context.text(node).split('\n')[0]?.slice(0, 40) ?? '';
    context.report(
      'HB004',
      'Minor',
      `\`${frame.name}\` mutates its parameter \`${root}\` (\`${example}\`).`,
      node,
      `Work on a copy (\`${root} = list(${root})\` / \`dict(${root})\`) or return a new value.`,
    );
  }

  /** Attribute and item targets change the object they belong to, also inside `a[i], a[j] = …`. */
  reportTargets(targets: readonly Expr[], node: Span, context: PyContext): void {
    for (const target of targets) {
      if (target.kind === 'Attribute' || target.kind === 'Subscript') this.report(target, node, context);
      else if (target.kind === 'Tuple' || target.kind === 'List') this.reportTargets(target.elements, node, context);
      else if (target.kind === 'Starred') this.reportTargets([target.value], node, context);
    }
  }
}

function checkGlobal(node: Stmt & { kind: 'Global' }, context: PyContext): void {
  if (!context.frame) return;
  context.report(
    'HB004',
    'Minor',
    `\`${context.frame.name}\` rebinds module-level ${node.names.map((name) => `\`${name}\``).join(', ')} through \`global\`.`,
    node,
    'Return the new value, or keep the state in an object passed to the function.',
  );
}

function checkBreakpoint(node: Extract<Expr, { kind: 'Call' }>, context: PyContext): void {
  const isBreakpoint =
    (node.func.kind === 'Name' && node.func.id === 'breakpoint') ||
    /^i?pdb\.set_trace$/.test(qualifiedName(node.func, context) ?? '');
  if (isBreakpoint) {
    context.report('REL003', 'Minor', 'Debugger breakpoint left in the code.', node, 'Remove the breakpoint.');
  }
}

/** Creates the HB004 and reliability rule; remembers which parameters were already reported. */
export function createPythonStateRule(): PyRule {
  const mutations = new ParamMutationReporter();
  return ruleFromHandlers({
    FunctionDef: checkFunction,
    Global: checkGlobal,
    Call: (node, context) => {
      if (node.func.kind === 'Attribute' && MUTATING_METHODS.has(node.func.attr)) {
        mutations.report(node.func.value, node, context);
      }
      checkBreakpoint(node, context);
    },
    Assign: (node, context) => mutations.reportTargets(node.targets, node, context),
    AugAssign: (node, context) => mutations.reportTargets([node.target], node, context),
    Delete: (node, context) => mutations.reportTargets(node.targets, node, context),
    ExceptHandler: checkHandler,
  });
}

function checkHandler(node: ExceptHandler, context: PyContext): void {
  if (!node.type) {
    context.report(
      'REL002',
      'Minor',
      'Bare `except:` also catches KeyboardInterrupt and SystemExit.',
      { line: node.line, endLine: node.line },
      'Catch Exception or a narrower exception type.',
    );
  }
  const swallowed = node.body.every(
    (statement) =>
      statement.kind === 'Pass' ||
      statement.kind === 'Continue' ||
      (statement.kind === 'ExprStmt' && statement.value.kind === 'Constant' && statement.value.value === '...'),
  );
  const explained = context.source
    .split('\n')
    .slice(node.line - 1, node.endLine)
    .some((line) => line.includes('#'));
  if (swallowed && !explained) {
    context.report(
      'REL001',
      'Major',
      'The exception is silently discarded.',
      node,
      'Handle it, log it, or re-raise; if ignoring is intended, say why in a comment.',
    );
  }
}
