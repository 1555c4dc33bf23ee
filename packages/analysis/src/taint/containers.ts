/** Helpers of the taint pass: containers (store, load, read), call shapes, value signatures and expression walks. */
import type { Expr } from './ir.ts';
import { contentsTaint, join, UNKNOWN, type Value } from './values.ts';

export function joinTaint(left: Value, right: Value): Value {
  if (!left.taint && !right.taint) return UNKNOWN;
  const joined = join(left, right);
  return {
    taint: joined.taint,
    ...(joined.safe ? { safe: joined.safe } : {}),
    ...(joined.built ? { built: true } : {}),
  };
}

/** A container with `value` stored under `key` (a literal key keeps its own slot). */
export function store(container: Value, key: Value, value: Value): Value {
  if (key.isConst) {
    const entries = new Map(container.entries ?? []);
    entries.set(String(key.const), value);
    return { ...container, entries };
  }
  return { ...container, rest: container.rest ? join(container.rest, value) : value };
}

/** The value stored under `key`: its own slot for a literal key, else everything that may be there. */
export function load(container: Value, key: Value): Value {
  if (key.isConst && container.items && typeof key.const === 'number') return container.items[key.const] ?? UNKNOWN;
  if (key.isConst && container.entries?.has(String(key.const))) {
    return container.entries.get(String(key.const)) ?? UNKNOWN;
  }
  if (key.isConst && container.entries && !container.rest) return UNKNOWN;
  if (container.taint) return { taint: container.taint };
  return contentsTaint(container);
}

export function read(method: string, receiver: Value, args: Value[]): Value {
  const [first, second] = args;
  // configparser's get(section, option) and set(section, option, value): the option is the key.
  if (method === 'get' && second?.isConst && receiver.entries?.has(String(second.const))) return load(receiver, second);
  if (/^(get|elementAt|Get)$/.test(method) && first) return load(receiver, first);
  if (/^(getProperty|getOrDefault)$/.test(method) && first) {
    const found = load(receiver, first);
    return found === UNKNOWN && second ? second : found;
  }
  if (method === 'remove' && first?.isConst && typeof first.const === 'number' && receiver.items) {
    return receiver.items[first.const] ?? UNKNOWN;
  }
  return contentsTaint(receiver);
}

/** A call that may run a function of this file: no receiver, `this`, a new object or a class name. */
export function ownReceiver(receiver: Expr | undefined): boolean {
  if (!receiver) return true;
  if (receiver.k === 'new') return true;
  return (
    receiver.k === 'name' && (receiver.name === 'this' || receiver.name === 'self' || /^[A-Z]/.test(receiver.name))
  );
}

export function rootName(expression: Expr | undefined): string | undefined {
  if (!expression) return undefined;
  if (expression.k === 'name') return expression.name;
  if (expression.k === 'call' && /^(append|WriteString)$/.test(expression.method)) return rootName(expression.receiver);
  return undefined;
}

export function signature(value: Value): string {
  if (value.isConst) return `c:${String(value.const)}`;
  if (value.taint) return `t${value.taint.doubt ? '?' : ''}:${value.taint.line}:${[...(value.safe ?? [])].join('+')}`;
  return value.kind ?? (value.items || value.entries ? 'box' : '_');
}

/** Calls `visit` on the expression and every expression inside it. */
export function walkExpr(expression: Expr, visit: (expression: Expr) => void): void {
  visit(expression);
  switch (expression.k) {
    case 'call':
      if (expression.receiver) walkExpr(expression.receiver, visit);
      for (const arg of expression.args) walkExpr(arg, visit);
      return;
    case 'new':
      for (const arg of expression.args) walkExpr(arg, visit);
      return;
    case 'bin':
      walkExpr(expression.left, visit);
      walkExpr(expression.right, visit);
      return;
    case 'unary':
      walkExpr(expression.operand, visit);
      return;
    case 'index':
      walkExpr(expression.object, visit);
      walkExpr(expression.key, visit);
      return;
    case 'field':
      walkExpr(expression.object, visit);
      return;
    case 'cond':
      walkExpr(expression.test, visit);
      walkExpr(expression.then, visit);
      walkExpr(expression.otherwise, visit);
      return;
    case 'list':
      for (const item of expression.items) walkExpr(item, visit);
      return;
    case 'dict':
      for (const value of expression.values) walkExpr(value, visit);
      return;
    case 'other':
      for (const part of expression.parts) walkExpr(part, visit);
      return;
    case 'lit':
    case 'name':
      return;
  }
}

/** The families a guard's literals point at: `..` and slashes → paths, `<` → HTML, quotes → SQL, URLs and hosts → requests; any other check → all. */
export function guardFamilies(literals: readonly string[]): string[] {
  const families = new Set<string>();
  for (const literal of literals) {
    if (/\.\.|[/\\]/.test(literal)) families.add('SEC010').add('SEC009');
    if (/[<>]|script/i.test(literal)) families.add('SEC005');
    if (/['";]|--/.test(literal)) families.add('SEC002');
    if (/['"]/.test(literal)) families.add('SEC012');
    if (/[*()\\]/.test(literal)) families.add('SEC011');
    if (/[;&|`$]/.test(literal)) families.add('SEC003');
    // A scheme alone (`startswith("http")`) keeps out `javascript:` links, nothing else.
    if (/^(https?|ftp|file|wss?|javascript|data)(:(\/\/)?)?$/i.test(literal)) families.add('SEC005');
    // A URL or a host name: an allow-list of where requests may go.
    if (/:\/\/|^[\w-]+(\.[\w-]+)+\/?$/.test(literal)) families.add('SEC018');
  }
  return families.size > 0 ? [...families] : ['*'];
}
