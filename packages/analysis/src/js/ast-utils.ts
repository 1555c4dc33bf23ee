/** Small helpers over Babel AST nodes: child iteration, names, source text. */
import type { Expression, Node } from '@babel/types';

const SKIPPED_KEYS = new Set([
  'type',
  'start',
  'end',
  'loc',
  'range',
  'extra',
  'leadingComments',
  'trailingComments',
  'innerComments',
  'typeAnnotation',
  'typeParameters',
  'returnType',
  'superTypeParameters',
  'typeArguments',
  'implements',
  'predicate',
  'errors',
  'comments',
  'tokens',
]);

/** Node types that only describe types; nothing inside them runs. */
const TYPE_ONLY = new Set([
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
  'TSDeclareFunction',
  'TSDeclareMethod',
  'TSIndexSignature',
  'TSPropertySignature',
  'TSMethodSignature',
  'DeclareFunction',
  'InterfaceDeclaration',
  'TypeAlias',
  'TSImportEqualsDeclaration',
  'TSNamespaceExportDeclaration',
]);

/** True for nodes that only carry types (interfaces, aliases, overload signatures). */
export function isTypeOnly(node: Node): boolean {
  return TYPE_ONLY.has(node.type) || (node.type === 'TSModuleDeclaration' && node.declare === true);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Calls back for each child node with the key it sits under, skipping type annotations. */
export function forEachChild(node: Node, callback: (child: Node, key: string) => void): void {
  const record = node as unknown as Record<string, unknown>;
  for (const key in record) {
    if (SKIPPED_KEYS.has(key)) continue;
    const value = record[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) callback(item, key);
    } else if (isNode(value)) {
      callback(value, key);
    }
  }
}

/** 1-based first line of a node. */
export function startLine(node: Node): number {
  return node.loc?.start.line ?? 1;
}

/** 1-based last line of a node. */
export function endLine(node: Node): number {
  return node.loc?.end.line ?? startLine(node);
}

/** The function-like node types that own a body. */
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

/** True for functions, arrows and methods that have a body. */
export function isFunctionNode(node: Node): node is FunctionNode {
  return FUNCTION_TYPES.has(node.type);
}

const FUNCTION_TYPES = new Set<string>([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);

/** The single sub-pattern of a wrapping pattern (`...a`, `a = 1`, `private a`). */
function innerPattern(pattern: Node): Node | undefined {
  if (pattern.type === 'RestElement') return pattern.argument;
  if (pattern.type === 'AssignmentPattern') return pattern.left;
  if (pattern.type === 'TSParameterProperty') return pattern.parameter;
  return undefined;
}

/** Identifier nodes bound by a declaration pattern (`{a, b: [c]}` gives a and c). */
export function patternIdentifiers(
  pattern: Node | null | undefined,
  into: Extract<Node, { type: 'Identifier' }>[] = [],
) {
  if (!pattern) return into;
  if (pattern.type === 'Identifier') into.push(pattern);
  else if (pattern.type === 'ObjectPattern') {
    for (const property of pattern.properties) {
      patternIdentifiers(property.type === 'RestElement' ? property.argument : property.value, into);
    }
  } else if (pattern.type === 'ArrayPattern') {
    for (const element of pattern.elements) patternIdentifiers(element, into);
  } else patternIdentifiers(innerPattern(pattern), into);
  return into;
}

/** Expressions that only wrap another for the type checker or grouping: `a!`, `a as T`, `(a)`. */
function unwrapped(node: Node): Node | undefined {
  return node.type === 'TSNonNullExpression' ||
    node.type === 'TSAsExpression' ||
    node.type === 'ParenthesizedExpression'
    ? node.expression
    : undefined;
}

/** Dotted text of a member chain (`db.pool.query`), or undefined when it is not a plain chain. */
export function memberPath(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'ThisExpression') return 'this';
  if (node.type === 'Super') return 'super';
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
    const object = memberPath(node.object);
    const property = propertyName(node);
    return object && property ? `${object}.${property}` : undefined;
  }
  const inner = unwrapped(node);
  return inner ? memberPath(inner) : undefined;
}

/** The property name of a member access (`a.b` and `a['b']` give "b"). */
export function propertyName(
  node: Extract<Node, { type: 'MemberExpression' | 'OptionalMemberExpression' }>,
): string | undefined {
  const property = node.property;
  if (!node.computed && property.type === 'Identifier') return property.name;
  if (property.type === 'StringLiteral') return property.value;
  if (property.type === 'PrivateName') return `#${property.id.name}`;
  return undefined;
}

/** The last name of a call's callee: `fs.readFileSync(...)` gives "readFileSync". */
export function calleeName(
  call: Extract<Node, { type: 'CallExpression' | 'OptionalCallExpression' | 'NewExpression' }>,
): string | undefined {
  const callee = call.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') return propertyName(callee);
  return undefined;
}

/** The object of a member-call's callee: `fs.readFileSync(...)` gives the `fs` node. */
export function calleeObject(
  call: Extract<Node, { type: 'CallExpression' | 'OptionalCallExpression' | 'NewExpression' }>,
): Expression | undefined {
  const callee = call.callee;
  if (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') return callee.object;
  return undefined;
}

/** The name of an object or class key when it is static. */
export function keyName(key: Node, computed: boolean): string | undefined {
  if (key.type === 'Identifier' && !computed) return key.name;
  if (key.type === 'StringLiteral') return key.value;
  if (key.type === 'NumericLiteral') return String(key.value);
  if (key.type === 'PrivateName') return `#${key.id.name}`;
  return undefined;
}

/** True when the expression is a constant: a literal, or a template without expressions. */
export function isStaticString(node: Node | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'StringLiteral') return true;
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    return isStaticString(node.left) && isStaticString(node.right);
  }
  return false;
}

/** The static text of a string-like expression, with `${…}` marking dynamic parts. */
export function stringShape(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral') {
    return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('${…}');
  }
  if (node.type !== 'BinaryExpression' || node.operator !== '+') return undefined;
  const left = stringShape(node.left);
  const right = stringShape(node.right);
  if (left === undefined && right === undefined) return undefined;
  return `${left ?? '${…}'}${right ?? '${…}'}`;
}
