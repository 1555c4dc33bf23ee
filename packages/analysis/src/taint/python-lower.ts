/** Lowers the Python front end's own syntax tree (python/ast.ts) into the taint pass's statements (ir.ts). */
import type { Expr as PyExpr, FunctionDef, Module, Stmt as PyStmt } from '../python/ast.ts';
import type { Expr, FlowFile, FlowFunction, Literal, Stmt } from './ir.ts';

const NONE: Expr = { k: 'other', parts: [] };

function constantValue(raw: string): Literal {
  if (raw === 'True') return true;
  if (raw === 'False') return false;
  if (raw === 'None') return null;
  const number = Number(raw.replace(/_/g, ''));
  return Number.isNaN(number) ? raw : number;
}

/** Dotted text of a name or attribute chain (`os.path.join`), or '' when it is something else. */
function dotted(expression: PyExpr): string {
  if (expression.kind === 'Name') return expression.id;
  if (expression.kind === 'Attribute') {
    const base = dotted(expression.value);
    return base ? `${base}.${expression.attr}` : '';
  }
  return '';
}

/**
 * An f-string: its literal pieces and interpolated expressions concatenated in order (the order
 * decides whether a URL's host is fixed); when the pieces cannot be matched, the text first.
 */
function formatted(value: string, parts: Expr[]): Expr {
  const pieces = value.split(/\{[^{}]*\}/);
  if (pieces.length !== parts.length + 1) {
    const text: Expr = { k: 'lit', value: pieces.join('') };
    return parts.reduce<Expr>((left, part) => ({ k: 'bin', op: '+', left, right: part }), text);
  }
  return parts.reduce<Expr>(
    (left, part, index) => ({
      k: 'bin',
      op: '+',
      left: { k: 'bin', op: '+', left, right: part },
      right: { k: 'lit', value: pieces[index + 1] ?? '' },
    }),
    { k: 'lit', value: pieces[0] ?? '' },
  );
}

function expr(node: PyExpr | null | undefined, text: (node: PyExpr) => string): Expr {
  if (!node) return NONE;
  const again = (inner: PyExpr | null | undefined) => expr(inner, text);
  switch (node.kind) {
    case 'Name':
      return { k: 'name', name: node.id };
    case 'Constant':
      return { k: 'lit', value: constantValue(node.value) };
    case 'Str':
      if (!node.isFormatted) return { k: 'lit', value: node.value };
      return formatted(node.value, node.parts.map(again));
    case 'Attribute':
      return {
        k: 'field',
        object: again(node.value),
        name: node.attr,
        text: dotted(node) || text(node),
        line: node.line,
      };
    case 'Subscript':
      return node.index.kind === 'Slice'
        ? again(node.value)
        : { k: 'index', object: again(node.value), key: again(node.index) };
    case 'Call': {
      const args = node.args.map((arg) => again(arg.kind === 'Starred' ? arg.value : arg));
      const keywords = node.keywords
        .filter((keyword) => keyword.name)
        .map((keyword) => ({ name: keyword.name ?? '', value: again(keyword.value) }));
      const spread = node.keywords.filter((keyword) => !keyword.name).map((keyword) => again(keyword.value));
      const callee = dotted(node.func) || text(node.func);
      const common = { args: [...args, ...spread], line: node.line, text: text(node), keywords };
      if (node.func.kind === 'Attribute') {
        return { k: 'call', callee, method: node.func.attr, receiver: again(node.func.value), ...common };
      }
      return { k: 'call', callee, method: callee, ...common };
    }
    case 'BinOp':
      return { k: 'bin', op: node.op, left: again(node.left), right: again(node.right) };
    case 'BoolOp':
      return node.values
        .slice(1)
        .reduce<Expr>((left, value) => ({ k: 'bin', op: node.op, left, right: again(value) }), again(node.values[0]));
    case 'UnaryOp':
      return { k: 'unary', op: node.op === 'not' ? '!' : node.op, operand: again(node.operand) };
    case 'Compare': {
      if (node.ops.length === 1) {
        return { k: 'bin', op: node.ops[0] ?? '?', left: again(node.left), right: again(node.comparators[0]) };
      }
      return { k: 'other', parts: [again(node.left), ...node.comparators.map(again)] };
    }
    case 'IfExp':
      return { k: 'cond', test: again(node.test), then: again(node.body), otherwise: again(node.orelse) };
    case 'List':
    case 'Tuple':
    case 'Set':
      return { k: 'list', items: node.elements.map(again) };
    case 'Dict':
      return { k: 'dict', keys: node.keys.map((key) => (key ? again(key) : null)), values: node.values.map(again) };
    case 'Await':
    case 'Starred':
      return again(node.value);
    case 'NamedExpr':
      return again(node.value);
    case 'Comprehension':
      return { k: 'list', items: [again(node.element)] };
    case 'Lambda':
    case 'Yield':
    case 'Slice':
      return NONE;
  }
}

/** Lowers one parsed Python module: every function and method, and module-level constants. */
/** The alternatives of a `case` pattern: `"C" | "D"` matches either. */
function alternatives(pattern: PyExpr): PyExpr[] {
  return pattern.kind === 'BinOp' && pattern.op === '|'
    ? [...alternatives(pattern.left), ...alternatives(pattern.right)]
    : [pattern];
}

export function lowerPython(module: Module, content: string): FlowFile {
  const text = (node: { start: number; end: number }) => content.slice(node.start, node.end);
  const functions: FlowFunction[] = [];
  const constants = new Map<string, Literal>();
  const toExpr = (node: PyExpr | null | undefined) => expr(node, text);

  const statements = (body: readonly PyStmt[]): Stmt[] => body.flatMap(statement);
  const statement = (node: PyStmt): Stmt[] => {
    const line = node.line;
    switch (node.kind) {
      case 'Assign': {
        const value = toExpr(node.value);
        return node.targets.flatMap((target) => {
          if (
            (target.kind === 'Tuple' || target.kind === 'List') &&
            node.value.kind !== 'Tuple' &&
            node.value.kind !== 'List'
          ) {
            return target.elements.map((element, index): Stmt => ({
              k: 'assign',
              target: toExpr(element),
              value: index === 0 ? value : NONE,
              op: '=',
              line,
            }));
          }
          if (
            (target.kind === 'Tuple' || target.kind === 'List') &&
            (node.value.kind === 'Tuple' || node.value.kind === 'List')
          ) {
            const values = node.value.elements;
            return target.elements.map((element, index): Stmt => ({
              k: 'assign',
              target: toExpr(element),
              value: toExpr(values[index]),
              op: '=',
              line,
            }));
          }
          return [{ k: 'assign', target: toExpr(target), value, op: '=', line }];
        });
      }
      case 'AugAssign':
        return [
          {
            k: 'assign',
            target: toExpr(node.target),
            value: toExpr(node.value),
            op: node.op === '+=' || node.op === '+' ? '+=' : '=',
            line,
          },
        ];
      case 'AnnAssign':
        return node.value
          ? [{ k: 'assign', target: toExpr(node.target), value: toExpr(node.value), op: '=', line }]
          : [];
      case 'ExprStmt': {
        const value = toExpr(node.value);
        // Flask's `abort(400)` and `sys.exit()` raise: the path ends there.
        const raises = value.k === 'call' && /^(abort|flask\.abort|sys\.exit|exit)$/.test(value.callee);
        return raises
          ? [
              { k: 'expr', value, line },
              { k: 'throw', line },
            ]
          : [{ k: 'expr', value, line }];
      }
      case 'If':
        return [
          { k: 'if', test: toExpr(node.test), then: statements(node.body), otherwise: statements(node.orelse), line },
        ];
      case 'For': {
        const element: Expr = {
          k: 'call',
          callee: 'next',
          method: 'next',
          receiver: toExpr(node.iter),
          args: [],
          line,
          text: '',
        };
        return [
          {
            k: 'loop',
            body: [
              { k: 'assign', target: toExpr(node.target), value: element, op: '=', line },
              ...statements(node.body),
            ],
            line,
          },
          ...statements(node.orelse),
        ];
      }
      case 'While':
        return [{ k: 'loop', body: statements(node.body), line }, ...statements(node.orelse)];
      case 'Try':
        return [
          { k: 'block', body: [...statements(node.body), ...statements(node.orelse)] },
          ...node.handlers.map((handler): Stmt => ({
            k: 'if',
            test: NONE,
            then: statements(handler.body),
            otherwise: [],
            line: handler.line,
          })),
          ...statements(node.finalbody),
        ];
      case 'With':
        return [
          ...node.items.map((item): Stmt =>
            item.target
              ? { k: 'assign', target: toExpr(item.target), value: toExpr(item.context), op: '=', line }
              : { k: 'expr', value: toExpr(item.context), line },
          ),
          ...statements(node.body),
        ];
      case 'Match':
        return [
          {
            k: 'switch',
            subject: toExpr(node.subject),
            cases: node.cases.map((arm) =>
              arm.pattern && !(arm.pattern.kind === 'Name' && arm.pattern.id === '_')
                ? { tests: alternatives(arm.pattern).map(toExpr), body: statements(arm.body) }
                : { body: statements(arm.body) },
            ),
            line,
          },
        ];
      case 'Return':
        return [node.value ? { k: 'return', value: toExpr(node.value), line } : { k: 'return', line }];
      case 'Raise':
        return [{ k: 'throw', line }];
      case 'Break':
        return [{ k: 'break', line }];
      case 'Assert':
        return [];
      case 'FunctionDef':
        collect(node);
        return [];
      case 'ClassDef':
        node.body.forEach((inner) => (inner.kind === 'FunctionDef' ? collect(inner) : undefined));
        return [];
      case 'Continue':
      case 'Delete':
      case 'Global':
      case 'Nonlocal':
      case 'Import':
      case 'ImportFrom':
      case 'Pass':
      case 'TypeAlias':
        return [];
    }
  };

  const collect = (fn: FunctionDef) => {
    const params = fn.params
      .filter((param) => param.name)
      .map((param) => ({
        name: param.name,
        type: param.annotation ? text(param.annotation) : '',
        annotations: fn.decorators.map((decorator) => text(decorator)),
      }));
    functions.push({
      name: fn.name,
      params,
      body: statements(fn.body),
      line: fn.line,
      annotations: fn.decorators.map((decorator) => text(decorator)),
    });
  };

  for (const node of module.body) {
    if (node.kind === 'Assign' && node.targets.length === 1 && node.targets[0]?.kind === 'Name') {
      const value = toExpr(node.value);
      if (value.k === 'lit') constants.set(node.targets[0].id, value.value);
    }
  }
  // Module-level code (scripts) runs as a function of its own; collecting it also collects the functions.
  const body = statements(module.body);
  functions.push({ name: '<module>', params: [], body, line: 1 });
  return { functions, constants };
}
