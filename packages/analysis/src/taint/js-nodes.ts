/** The Babel node types the JavaScript/TypeScript lowering reads, and small readers of them (js-lower.ts). */
import type { Node } from '@babel/types';
import type { Expr } from './ir.ts';

export const NONE: Expr = { k: 'other', parts: [] };
export type FunctionNode = Extract<
  Node,
  {
    type:
      | 'FunctionDeclaration'
      | 'FunctionExpression'
      | 'ArrowFunctionExpression'
      | 'ObjectMethod'
      | 'ClassMethod'
      | 'ClassPrivateMethod';
  }
>;
const FUNCTIONS = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);

/** Expression node types the lowering reads; every other expression lowers to nothing known. */
export const EXPRESSIONS = new Set<string>([
  'StringLiteral',
  'NumericLiteral',
  'BooleanLiteral',
  'NullLiteral',
  'Identifier',
  'ThisExpression',
  'TemplateLiteral',
  'MemberExpression',
  'OptionalMemberExpression',
  'CallExpression',
  'OptionalCallExpression',
  'NewExpression',
  'BinaryExpression',
  'LogicalExpression',
  'UnaryExpression',
  'ConditionalExpression',
  'ArrayExpression',
  'ObjectExpression',
  'AwaitExpression',
  'TSAsExpression',
  'TSNonNullExpression',
  'TSSatisfiesExpression',
  'TSTypeAssertion',
  'ParenthesizedExpression',
  'AssignmentExpression',
  'SequenceExpression',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);
export type LoweredExpression = Extract<
  Node,
  {
    type:
      | 'StringLiteral'
      | 'NumericLiteral'
      | 'BooleanLiteral'
      | 'NullLiteral'
      | 'Identifier'
      | 'ThisExpression'
      | 'TemplateLiteral'
      | 'MemberExpression'
      | 'OptionalMemberExpression'
      | 'CallExpression'
      | 'OptionalCallExpression'
      | 'NewExpression'
      | 'BinaryExpression'
      | 'LogicalExpression'
      | 'UnaryExpression'
      | 'ConditionalExpression'
      | 'ArrayExpression'
      | 'ObjectExpression'
      | 'AwaitExpression'
      | 'TSAsExpression'
      | 'TSNonNullExpression'
      | 'TSSatisfiesExpression'
      | 'TSTypeAssertion'
      | 'ParenthesizedExpression'
      | 'AssignmentExpression'
      | 'SequenceExpression'
      | 'FunctionExpression'
      | 'ArrowFunctionExpression';
  }
>;

/** Statement node types the lowering reads. */
export const STATEMENTS = new Set<string>([
  'VariableDeclaration',
  'ExpressionStatement',
  'IfStatement',
  'SwitchStatement',
  'ForStatement',
  'WhileStatement',
  'DoWhileStatement',
  'ForOfStatement',
  'ForInStatement',
  'TryStatement',
  'ReturnStatement',
  'ThrowStatement',
  'BreakStatement',
  'BlockStatement',
  'LabeledStatement',
  'FunctionDeclaration',
  'ClassDeclaration',
  'ClassExpression',
  'ExportNamedDeclaration',
  'ExportDefaultDeclaration',
]);
export type LoweredStatement = Extract<
  Node,
  {
    type:
      | 'VariableDeclaration'
      | 'ExpressionStatement'
      | 'IfStatement'
      | 'SwitchStatement'
      | 'ForStatement'
      | 'WhileStatement'
      | 'DoWhileStatement'
      | 'ForOfStatement'
      | 'ForInStatement'
      | 'TryStatement'
      | 'ReturnStatement'
      | 'ThrowStatement'
      | 'BreakStatement'
      | 'BlockStatement'
      | 'LabeledStatement'
      | 'FunctionDeclaration'
      | 'ClassDeclaration'
      | 'ClassExpression'
      | 'ExportNamedDeclaration'
      | 'ExportDefaultDeclaration';
  }
>;

export function isFunction(node: Node | null | undefined): node is FunctionNode {
  return !!node && FUNCTIONS.has(node.type);
}

/** `a.b.c` of a member chain of identifiers, or ''. */
export function dotted(node: Node): string {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'ThisExpression') return 'this';
  // `require('child_process').exec(…)` reads as `child_process.exec(…)`.
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    node.callee.name === 'require' &&
    node.arguments[0]?.type === 'StringLiteral'
  ) {
    return node.arguments[0].value.replace(/^node:/, '').replace(/\W/g, '_');
  }
  if (
    (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') &&
    !node.computed &&
    node.property.type === 'Identifier'
  ) {
    const base = dotted(node.object);
    return base ? `${base}.${node.property.name}` : '';
  }
  return '';
}
