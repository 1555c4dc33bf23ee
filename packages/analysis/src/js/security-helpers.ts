/** Expression helpers for the JavaScript/TypeScript security rules. */
import type { Identifier, Node } from '@babel/types';
import { looksLikeSql } from '../common/sql.ts';
import { calleeName, isStaticString, stringShape } from './ast-utils.ts';
import type { JsContext } from './context.ts';
import type { Binding } from './scope.ts';

const SANITIZER = /^(sanitize\w*|escape\w*|encode\w*|purify|clean\w*|xss|htmlEscape|DOMPurify|stripTags)$/i;

/** True when the expression is a call to something named like a sanitiser or escaper. */
export function isSanitized(node: Node): boolean {
  if (node.type !== 'CallExpression') return false;
  const name = calleeName(node);
  const object =
    node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier' ? node.callee.object.name : '';
  return (name !== undefined && SANITIZER.test(name)) || SANITIZER.test(object);
}

/** True when every dynamic part of a string expression is sanitised or a number. */
export function allPartsSafe(node: Node): boolean {
  if (isStaticString(node) || node.type === 'NumericLiteral') return true;
  if (isSanitized(node)) return true;
  if (node.type === 'TemplateLiteral') return node.expressions.every((expression) => allPartsSafe(expression as Node));
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    return allPartsSafe(node.left) && allPartsSafe(node.right);
  }
  if (node.type === 'ConditionalExpression') return allPartsSafe(node.consequent) && allPartsSafe(node.alternate);
  return false;
}

/** The dynamic sub-expressions of a concatenation or template. */
export function dynamicParts(node: Node): Node[] {
  if (isStaticString(node)) return [];
  if (node.type === 'TemplateLiteral') {
    return node.expressions.flatMap((expression) => dynamicParts(expression as Node));
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    return [...dynamicParts(node.left), ...dynamicParts(node.right)];
  }
  if (node.type === 'NumericLiteral' || node.type === 'BooleanLiteral') return [];
  return [node];
}

/** True when a value is built from strings and variables (not a literal and not a plain constant). */
export function isDynamicString(node: Node | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'TemplateLiteral') return node.expressions.length > 0;
  if (node.type === 'BinaryExpression' && node.operator === '+') return !isStaticString(node);
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
    const method = calleeName(node);
    return method === 'concat' || method === 'join' || method === 'replace' || method === 'format';
  }
  return false;
}

const ESCAPING = /^(escape\w*|quote\w*|format(Identifier|Literal)?|sanitize\w*|ident|literal)$/i;

/** True for calls such as client.escapeIdentifier(name) or pgFormat.ident(name) that quote a value for SQL. */
function isEscapingCall(node: Node): boolean {
  if (node.type !== 'CallExpression') return false;
  const name = calleeName(node);
  return name !== undefined && ESCAPING.test(name);
}

function isConstantName(node: Node): boolean {
  return node.type === 'Identifier' && /^[A-Z][A-Z0-9_]*$/.test(node.name);
}

/** How an SQL string was assembled, when it was assembled from dynamic parts. */
export interface SqlConstruction {
  /** Source text of the first interpolated expression. */
  example: string;
  /** Only UPPER_CASE constants are interpolated (likely table or column names). */
  onlyConstants: boolean;
  line: number;
}

function sqlFromExpression(node: Node, context: JsContext): SqlConstruction | undefined {
  if (!isDynamicString(node)) return undefined;
  const shape = stringShape(node);
  if (shape === undefined || !looksLikeSql(shape)) return undefined;
  const parts = dynamicParts(node);
  if (parts.length > 0 && parts.every(isEscapingCall)) return undefined;
  const first = parts[0];
  return {
    example: first ? context.text(first).slice(0, 40) : '',
    onlyConstants: parts.length > 0 && parts.every(isConstantName),
    line: node.loc?.start.line ?? 1,
  };
}

/** The dynamic SQL passed as an argument, directly or through a local variable built from strings. */
export function dynamicSql(argument: Node | undefined, context: JsContext): SqlConstruction | undefined {
  if (!argument) return undefined;
  const direct = sqlFromExpression(argument, context);
  if (direct || argument.type !== 'Identifier') return direct;
  const binding = context.scopes.resolve(argument);
  const declarator = binding?.declaration;
  if (!binding || declarator?.type !== 'VariableDeclarator' || !declarator.init) return undefined;
  return sqlFromExpression(declarator.init, context) ?? sqlFromAppends(binding, declarator.init, context);
}

/** `let sql = 'SELECT …'; sql += ` WHERE id = ${id}`;`: the first `+=` of a dynamic part to a variable holding SQL. */
function sqlFromAppends(binding: Binding, init: Node, context: JsContext): SqlConstruction | undefined {
  const initShape = stringShape(init);
  if (initShape === undefined || !looksLikeSql(initShape)) return undefined;
  for (const write of binding.writes) {
    const assignment = findAssignment(write.identifier, context);
    if (assignment && assignment.operator === '+=' && !isStaticString(assignment.right)) {
      const parts = dynamicParts(assignment.right);
      return {
        example: context.text(parts[0] ?? assignment.right).slice(0, 40),
        onlyConstants: parts.length > 0 && parts.every(isConstantName),
        line: assignment.loc?.start.line ?? 1,
      };
    }
  }
  return undefined;
}

const assignmentsByTarget = new WeakMap<JsContext, Map<Identifier, Extract<Node, { type: 'AssignmentExpression' }>>>();

/** Registers an assignment so that dynamicSql can find `sql += …` later. */
export function rememberAssignment(node: Extract<Node, { type: 'AssignmentExpression' }>, context: JsContext): void {
  if (node.left.type !== 'Identifier') return;
  let map = assignmentsByTarget.get(context);
  if (!map) {
    map = new Map();
    assignmentsByTarget.set(context, map);
  }
  map.set(node.left, node);
}

function findAssignment(identifier: Identifier, context: JsContext) {
  return assignmentsByTarget.get(context)?.get(identifier);
}
