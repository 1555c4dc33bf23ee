/** Helpers over Python expressions used by several rules. */
import { looksLikeSql } from '../common/sql.ts';
import type { Expr } from './ast.ts';
import { forEachPyChild, type PyNode } from './ast.ts';
import type { PyContext } from './context.ts';

/** True for literals whose value is fixed in the source (plain strings, numbers, None…). */
export function isLiteral(expression: Expr | null | undefined): boolean {
  if (!expression) return false;
  if (expression.kind === 'Constant') return true;
  if (expression.kind === 'Str') return expression.parts.length === 0;
  if (expression.kind === 'BinOp' && expression.op === '+') {
    return isLiteral(expression.left) && isLiteral(expression.right);
  }
  return false;
}

type CallExpr = Extract<Expr, { kind: 'Call' }>;
type BinOpExpr = Extract<Expr, { kind: 'BinOp' }>;

/** The string a `.format(…)` call is made on, if the call is one. */
function formatReceiver(call: CallExpr): Expr | undefined {
  return call.func.kind === 'Attribute' && call.func.attr === 'format' ? call.func.value : undefined;
}

/** The static text of a string expression, with interpolations replaced by a marker. */
export function staticText(expression: Expr): string | undefined {
  if (expression.kind === 'Str') {
    return expression.isFormatted ? expression.value.replace(/\{[^{}]*\}/g, ' x ') : expression.value;
  }
  if (expression.kind === 'Call') {
    const receiver = formatReceiver(expression);
    return receiver ? staticText(receiver) : undefined;
  }
  return expression.kind === 'BinOp' ? binOpStaticText(expression) : undefined;
}

/** `'…' % args` keeps the format string; `a + b` joins the static sides, marking the dynamic ones. */
function binOpStaticText(expression: BinOpExpr): string | undefined {
  if (expression.op === '%') return staticText(expression.left);
  if (expression.op !== '+') return undefined;
  const left = staticText(expression.left);
  const right = staticText(expression.right);
  return left === undefined && right === undefined ? undefined : `${left ?? ' x '}${right ?? ' x '}`;
}

/** The first dynamic part of a string built from pieces, or undefined when it is not built dynamically. */
export function dynamicPart(expression: Expr): Expr | undefined {
  if (expression.kind === 'Str') return expression.parts[0];
  if (expression.kind === 'Call') {
    const formatsLiteral = formatReceiver(expression)?.kind === 'Str';
    return formatsLiteral ? (expression.args[0] ?? expression.keywords[0]?.value) : undefined;
  }
  return expression.kind === 'BinOp' ? binOpDynamicPart(expression) : undefined;
}

function binOpDynamicPart(expression: BinOpExpr): Expr | undefined {
  const { left, right } = expression;
  if (expression.op === '%') return left.kind === 'Str' ? right : undefined;
  if (expression.op !== '+') return undefined;
  if (!isLiteral(left) && left.kind !== 'Str' && left.kind !== 'BinOp') return left;
  return dynamicPart(left) ?? (isLiteral(right) ? undefined : right.kind === 'Str' ? dynamicPart(right) : right);
}

/** The values assigned to a name in the current function (or module). */
export function assignedValues(name: string, context: PyContext): Expr[] {
  const table = context.assignments.get(context.frame?.node ?? null);
  return table?.get(name) ?? [];
}

/** True for a part passed through an escaping or quoting function. */
function isEscaped(part: Expr, context: PyContext): boolean {
  return (
    part.kind === 'Call' && /(^|\.)(escape\w*|quote\w*|quote_ident|literal|Identifier)$/i.test(context.text(part.func))
  );
}

/** How dynamic SQL reached a call: the interpolated example and the line the SQL was built on. */
export function dynamicSqlOf(
  argument: Expr | undefined,
  context: PyContext,
): { example: string; line: number } | undefined {
  if (!argument) return undefined;
  const candidates = argument.kind === 'Name' ? assignedValues(argument.id, context) : [argument];
  const sqlSeen = candidates.some((candidate) => looksLikeSql(staticText(candidate) ?? ''));
  for (const candidate of candidates) {
    const text = staticText(candidate);
    const part = dynamicPart(candidate);
    const isSql = text !== undefined && (looksLikeSql(text) || (sqlSeen && candidate.kind === 'BinOp'));
    if (part && isSql && !isEscaped(part, context)) {
      return { example: context.text(part).slice(0, 40), line: candidate.line };
    }
  }
  return undefined;
}

/** Names read inside an expression, and whether it calls anything. */
export function expressionFacts(expression: PyNode): { names: Set<string>; hasCall: boolean } {
  const names = new Set<string>();
  let hasCall = false;
  const visit = (node: PyNode) => {
    if (node.kind === 'Name') names.add(node.id);
    if (node.kind === 'Call' || node.kind === 'Await' || node.kind === 'Yield' || node.kind === 'NamedExpr') {
      hasCall = true;
    }
    forEachPyChild(node, visit);
  };
  visit(expression);
  return { names, hasCall };
}

/** The keyword argument with this name, if passed. */
export function keyword(call: Extract<Expr, { kind: 'Call' }>, name: string): Expr | undefined {
  return call.keywords.find((each) => each.name === name)?.value;
}
