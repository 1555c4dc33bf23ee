/** Constant folding for the taint pass: operators on literals and a few string methods on constant text. */
import type { Literal } from './ir.ts';
import { constant, type Value } from './values.ts';

function numeric(value: Literal): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}

/** The value of `left op right` for constants, or undefined when the operator is not folded. */
export function evalOperator(op: string, left: Literal, right: Literal): Literal | undefined {
  const a = numeric(left);
  const b = numeric(right);
  switch (op) {
    case '==':
    case '===':
      return left === right;
    case '!=':
    case '!==':
      return left !== right;
    case '&&':
    case 'and':
      return Boolean(left) && Boolean(right);
    case '||':
    case 'or':
      return Boolean(left) || Boolean(right);
    case '+':
      if (typeof left === 'string' || typeof right === 'string') return `${String(left)}${String(right)}`;
      break;
  }
  if (a === undefined || b === undefined) return undefined;
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
    case '//':
      return b === 0
        ? undefined
        : op === '//' || (Number.isInteger(a) && Number.isInteger(b))
          ? Math.trunc(a / b)
          : a / b;
    case '%':
      return b === 0 ? undefined : a % b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
  return undefined;
}

/** `"ABC".charAt(1)`, `.length()`, `.equals(…)`, … on a constant receiver; undefined when not foldable. */
export function foldStringMethod(method: string, receiver: Value, args: readonly Value[]): Value | undefined {
  if (!receiver.isConst || typeof receiver.const !== 'string') return undefined;
  if (!args.every((arg) => arg.isConst)) return undefined;
  const text = receiver.const;
  const [first, second] = args.map((arg) => arg.const ?? null);
  switch (method) {
    case 'charAt':
      return typeof first === 'number' ? constant(text.charAt(first)) : undefined;
    case 'length':
      return constant(text.length);
    case 'equals':
      return constant(text === first);
    case 'equalsIgnoreCase':
      return constant(text.toLowerCase() === String(first).toLowerCase());
    case 'substring':
      return typeof first === 'number'
        ? constant(text.substring(first, typeof second === 'number' ? second : undefined))
        : undefined;
    case 'toUpperCase':
    case 'upper':
      return constant(text.toUpperCase());
    case 'toLowerCase':
    case 'lower':
      return constant(text.toLowerCase());
    case 'trim':
    case 'strip':
      return constant(text.trim());
    case 'toString':
      return receiver;
  }
  return undefined;
}
