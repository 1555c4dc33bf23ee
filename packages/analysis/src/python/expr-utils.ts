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
  if (expression.kind === 'BinOp' && expression.op === '+')
    return isLiteral(expression.left) && isLiteral(expression.right);
  return false;
}

/** The static text of a string expression, with interpolations replaced by a marker. */
export function staticText(expression: Expr): string | undefined {
  if (expression.kind === 'Str')
    return expression.isFormatted ? expression.value.replace(/\{[^{}]*\}/g, ' x ') : expression.value;
  if (expression.kind === 'Call') {
    return expression.func.kind === 'Attribute' && expression.func.attr === 'format'
      ? staticText(expression.func.value)
      : undefined;
  }
  if (expression.kind !== 'BinOp') return undefined;
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
    const formatsLiteral =
      expression.func.kind === 'Attribute' && expression.func.attr === 'format' && expression.func.value.kind === 'Str';
    return formatsLiteral ? (expression.args[0] ?? expression.keywords[0]?.value) : undefined;
  }
  if (expression.kind !== 'BinOp') return undefined;
  if (expression.op === '%' && expression.left.kind === 'Str') return expression.right;
  if (expression.op !== '+') return undefined;
  if (!isLiteral(expression.left) && expression.left.kind !== 'Str' && expression.left.kind !== 'BinOp')
    return expression.left;
  const right = expression.right;
  return (
    dynamicPart(expression.left) ?? (isLiteral(right) ? undefined : right.kind === 'Str' ? dynamicPart(right) : right)
  );
}

/** The values assigned to a name in the current function (or module). */
export function assignedValues(name: string, context: PyContext): Expr[] {
  const table = context.assignments.get(context.frame?.node ?? null);
  return table?.get(name) ?? [];
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
    const escaped =
      part?.kind === 'Call' &&
      /(^|\.)(escape\w*|quote\w*|quote_ident|literal|Identifier)$/i.test(context.text(part.func));
    if (part && !escaped && text !== undefined && (looksLikeSql(text) || (sqlSeen && candidate.kind === 'BinOp'))) {
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
    if (node.kind === 'Call' || node.kind === 'Await' || node.kind === 'Yield' || node.kind === 'NamedExpr')
      hasCall = true;
    forEachPyChild(node, visit);
  };
  visit(expression);
  return { names, hasCall };
}

/** The keyword argument with this name, if passed. */
export function keyword(call: Extract<Expr, { kind: 'Call' }>, name: string): Expr | undefined {
  return call.keywords.find((each) => each.name === name)?.value;
}
