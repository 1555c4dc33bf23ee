/** Names, roles and documentation of JavaScript/TypeScript functions and classes. */
import type {
  AssignmentExpression,
  CallExpression,
  Comment,
  NewExpression,
  Node,
  OptionalCallExpression,
  Program,
  Statement,
  VariableDeclarator,
} from '@babel/types';
import { keyName, memberPath, patternIdentifiers, type FunctionNode } from './ast-utils.ts';

type Call = CallExpression | NewExpression | OptionalCallExpression;

/** Array methods whose callback runs once per element. */
export const ITERATION_METHODS = new Set([
  'forEach',
  'map',
  'filter',
  'reduce',
  'reduceRight',
  'some',
  'every',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'flatMap',
]);

const TEST_BLOCKS = new Set([
  'describe',
  'context',
  'suite',
  'it',
  'test',
  'specify',
  'bench',
  'beforeEach',
  'afterEach',
  'beforeAll',
  'afterAll',
  'before',
  'after',
]);

const ROUTE_METHODS = new Set([
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'del',
  'all',
  'use',
  'route',
  'head',
  'options',
  'handle',
]);
const HTTP_VERB_EXPORTS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

function isCall(node: Node | undefined): node is Call {
  return node?.type === 'CallExpression' || node?.type === 'NewExpression' || node?.type === 'OptionalCallExpression';
}

/** The call a function is passed to as an argument, if any. */
export function enclosingCall(fn: FunctionNode, parent: Node | undefined): Call | undefined {
  return isCall(parent) && (parent.arguments as Node[]).includes(fn) ? parent : undefined;
}

/** The leftmost identifier of a callee such as `describe.each(table)` or `test.only`. */
function calleeRoot(node: Node): string | undefined {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') return calleeRoot(node.object);
  if (node.type === 'CallExpression' || node.type === 'TaggedTemplateExpression') {
    return calleeRoot(node.type === 'CallExpression' ? node.callee : node.tag);
  }
  return undefined;
}

function firstStringArgument(call: Call): string | undefined {
  const first = call.arguments[0];
  if (first?.type === 'StringLiteral') return first.value;
  if (first?.type === 'TemplateLiteral' && first.quasis.length === 1) return first.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** True when the call is a test-framework block such as describe(…) or it(…). */
export function isTestBlockCall(call: Call): boolean {
  const root = calleeRoot(call.callee);
  return root !== undefined && TEST_BLOCKS.has(root);
}

const REQUEST_PARAM = /^(req|request)$/;
const RESPONSE_PARAM = /^(res|response|reply|h)$/;

/** True when the function looks like an HTTP request handler. */
export function isRequestHandler(fn: FunctionNode, call: Call | undefined, name: string): boolean {
  const params = fn.params.flatMap((param) => patternIdentifiers(param).map((identifier) => identifier.name));
  const first = params[0] ?? '';
  if (REQUEST_PARAM.test(first) && RESPONSE_PARAM.test(params[1] ?? '')) return true;
  if (call && isRouteCall(call) && (first === 'ctx' || REQUEST_PARAM.test(first))) return true;
  return HTTP_VERB_EXPORTS.has(name) && fn.type === 'FunctionDeclaration';
}

function isRouteCall(call: Call): boolean {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
  const first = call.arguments[0];
  return (
    ROUTE_METHODS.has(callee.property.name) && (first?.type === 'StringLiteral' || first?.type === 'TemplateLiteral')
  );
}

function className(ancestors: readonly Node[]): string | undefined {
  for (let index = ancestors.length - 1; index >= 0; index -= 1) {
    const node = ancestors[index];
    if (node?.type === 'ClassDeclaration' || node?.type === 'ClassExpression') {
      if (node.id) return node.id.name;
      const holder = ancestors[index - 1];
      if (holder?.type === 'VariableDeclarator' && holder.id.type === 'Identifier') return holder.id.name;
      return undefined;
    }
  }
  return undefined;
}

function stripExports(path: string): string {
  return path.replace(/^module\.exports\./, '').replace(/^exports\./, '');
}

type NodeOf<T extends Node['type']> = Extract<Node, { type: T }>;
type ParentNamer<N extends Node> = (parent: N, ancestors: readonly Node[]) => string;

/** `Owner.key` for a class member, or just the key outside a named class. */
function memberName(key: Node, computed: boolean, ancestors: readonly Node[]): string {
  const name = keyName(key, computed) ?? '[computed]';
  const owner = className(ancestors);
  return owner ? `${owner}.${name}` : name;
}

/** Names taken from the node that directly holds the function. */
const NAMES_BY_PARENT: { [T in Node['type']]?: ParentNamer<NodeOf<T>> } = {
  VariableDeclarator: (parent) => (parent.id.type === 'Identifier' ? parent.id.name : '<anonymous>'),
  AssignmentExpression: (parent) => stripExports(memberPath(parent.left) ?? '<anonymous>'),
  ObjectProperty: (parent) => keyName(parent.key, parent.computed) ?? '<anonymous>',
  ClassProperty: (parent, ancestors) => memberName(parent.key, parent.computed, ancestors),
  ClassPrivateProperty: (parent, ancestors) => memberName(parent.key, false, ancestors),
  ExportDefaultDeclaration: () => 'default export',
};

/** A readable name for a function from its own id or the place it is defined. */
export function functionName(fn: FunctionNode, ancestors: readonly Node[]): string {
  return ownName(fn, ancestors) ?? placeName(fn, ancestors) ?? '<anonymous>';
}

/** The name a function declares itself: its id or its method key. */
function ownName(fn: FunctionNode, ancestors: readonly Node[]): string | undefined {
  if ((fn.type === 'FunctionDeclaration' || fn.type === 'FunctionExpression') && fn.id) return fn.id.name;
  if (fn.type === 'ClassMethod') return memberName(fn.key, fn.computed, ancestors);
  if (fn.type === 'ClassPrivateMethod') return memberName(fn.key, false, ancestors);
  if (fn.type === 'ObjectMethod') return keyName(fn.key, fn.computed) ?? '[computed]';
  return undefined;
}

/** The name of an anonymous function from where it stands: a declarator, an assignment, a property, a call. */
function placeName(fn: FunctionNode, ancestors: readonly Node[]): string | undefined {
  const parent = ancestors[ancestors.length - 1];
  const byParent = parent && (NAMES_BY_PARENT[parent.type] as ParentNamer<Node> | undefined);
  if (parent && byParent) return byParent(parent, ancestors);
  const call = enclosingCall(fn, parent);
  return call ? callbackName(call, ancestors[ancestors.length - 2]) : undefined;
}

function calleeMethod(call: Call): string | undefined {
  const callee = call.callee;
  return callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : undefined;
}

/** `items.map callback`, `describe("label") callback`, or the variable a wrapped definition is assigned to. */
function callbackName(call: Call, grandparent: Node | undefined): string {
  const method = calleeMethod(call);
  // A wrapped definition (const onSave = useCallback(() => …)) takes the variable's name.
  if (
    grandparent?.type === 'VariableDeclarator' &&
    grandparent.id.type === 'Identifier' &&
    !(method && ITERATION_METHODS.has(method))
  ) {
    return grandparent.id.name;
  }
  const callee = memberPath(call.callee) ?? method ?? calleeRoot(call.callee) ?? 'call';
  const label = firstStringArgument(call);
  return label !== undefined ? `${callee}("${label.slice(0, 40)}") callback` : `${callee} callback`;
}

/** Names exported by the module: export lists, export default x, module.exports = { … }. */
export function collectExportedNames(program: Program): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body) for (const name of statementExports(statement)) names.add(name);
  return names;
}

function statementExports(statement: Statement): string[] {
  if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
    return statement.specifiers.flatMap((specifier) =>
      specifier.type === 'ExportSpecifier' ? [specifier.local.name] : [],
    );
  }
  if (statement.type === 'ExportDefaultDeclaration' && statement.declaration.type === 'Identifier') {
    return [statement.declaration.name];
  }
  if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression') {
    return moduleExportsNames(statement.expression);
  }
  return [];
}

/** The identifiers assigned by `module.exports = x` or `exports = { a, b: c }`. */
function moduleExportsNames({ left, right }: AssignmentExpression): string[] {
  const target = memberPath(left);
  if (target !== 'module.exports' && target !== 'exports') return [];
  if (right.type === 'Identifier') return [right.name];
  if (right.type !== 'ObjectExpression') return [];
  return right.properties.flatMap((property) =>
    property.type === 'ObjectProperty' && property.value.type === 'Identifier' ? [property.value.name] : [],
  );
}

function isDocComment(comment: Comment): boolean {
  return comment.type === 'CommentBlock' && comment.value.startsWith('*');
}

/** True when the node, or the statement that holds it, is preceded by a /** doc comment. */
export function hasDocComment(node: Node, ancestors: readonly Node[]): boolean {
  const candidates: Node[] = [node];
  for (let index = ancestors.length - 1; index >= 0 && candidates.length < 4; index -= 1) {
    const ancestor = ancestors[index];
    if (
      !ancestor ||
      ancestor.type === 'Program' ||
      ancestor.type === 'BlockStatement' ||
      ancestor.type === 'ClassBody'
    ) {
      break;
    }
    candidates.push(ancestor);
  }
  return candidates.some((candidate) => (candidate.leadingComments ?? []).some(isDocComment));
}

/**
 * A call that wraps a definition (memo(fn), forwardRef(fn), React.memo(fn)) rather than running it
 * over data (items.map(fn)).
 */
function isWrapperCall(call: Call): boolean {
  const callee = call.callee;
  if (callee.type === 'Identifier') return true;
  // PascalCase namespaces such as React or Vue; CONSTANT_CASE arrays (LAWS.map) are data.
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    /^[A-Z][a-z]/.test(callee.object.name) &&
    !(callee.property.type === 'Identifier' && ITERATION_METHODS.has(callee.property.name))
  );
}

/** Whether a function is part of the module's public surface. */
export function isPublicFunction(fn: FunctionNode, ancestors: readonly Node[], exported: ReadonlySet<string>): boolean {
  const parent = ancestors[ancestors.length - 1];
  if (fn.type === 'FunctionDeclaration') return isPublicDeclaration(fn, parent, exported);
  if (parent?.type === 'ExportDefaultDeclaration') return true;
  if (parent?.type === 'AssignmentExpression') {
    const target = memberPath(parent.left) ?? '';
    return /^(module\.)?exports\.[A-Za-z_$][\w$]*$/.test(target);
  }
  return isPublicDeclarator(ancestors, exported);
}

function isPublicDeclaration(
  fn: NodeOf<'FunctionDeclaration'>,
  parent: Node | undefined,
  exported: ReadonlySet<string>,
): boolean {
  if (parent?.type === 'ExportNamedDeclaration' || parent?.type === 'ExportDefaultDeclaration') return true;
  return parent?.type === 'Program' && fn.id !== null && fn.id !== undefined && exported.has(fn.id.name);
}

/** The declarator that names a function, directly or through a wrapper call, and how many levels up it sits. */
function declaratorOf(ancestors: readonly Node[]): { node: VariableDeclarator; depth: number } | undefined {
  const parent = ancestors[ancestors.length - 1];
  const grandparent = ancestors[ancestors.length - 2];
  if (parent?.type === 'VariableDeclarator') return { node: parent, depth: 2 };
  if (grandparent?.type === 'VariableDeclarator' && isCall(parent) && isWrapperCall(parent)) {
    return { node: grandparent, depth: 3 };
  }
  return undefined;
}

function isPublicDeclarator(ancestors: readonly Node[], exported: ReadonlySet<string>): boolean {
  const declarator = declaratorOf(ancestors);
  if (!declarator || declarator.node.id.type !== 'Identifier') return false;
  const declaration = ancestors[ancestors.length - declarator.depth];
  const holder = ancestors[ancestors.length - declarator.depth - 1];
  if (holder?.type === 'ExportNamedDeclaration') return true;
  return (
    declaration?.type === 'VariableDeclaration' && holder?.type === 'Program' && exported.has(declarator.node.id.name)
  );
}
