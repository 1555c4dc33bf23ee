/** Names, roles and documentation of JavaScript/TypeScript functions and classes. */
import type { CallExpression, Comment, NewExpression, Node, OptionalCallExpression, Program } from '@babel/types';
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

/** True when the function looks like an HTTP request handler. */
export function isRequestHandler(fn: FunctionNode, call: Call | undefined, name: string): boolean {
  const params = fn.params.flatMap((param) => patternIdentifiers(param).map((identifier) => identifier.name));
  if (/^(req|request)$/.test(params[0] ?? '') && /^(res|response|reply|h)$/.test(params[1] ?? '')) return true;
  if (params[0] === 'ctx' && call && isRouteCall(call)) return true;
  if (call && isRouteCall(call) && /^(req|request)$/.test(params[0] ?? '')) return true;
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

/** A readable name for a function from its own id or the place it is defined. */
export function functionName(fn: FunctionNode, ancestors: readonly Node[]): string {
  const parent = ancestors[ancestors.length - 1];
  const grandparent = ancestors[ancestors.length - 2];
  if ((fn.type === 'FunctionDeclaration' || fn.type === 'FunctionExpression') && fn.id) return fn.id.name;
  if (fn.type === 'ClassMethod' || fn.type === 'ClassPrivateMethod') {
    const key = keyName(fn.key, fn.type === 'ClassMethod' && fn.computed) ?? '[computed]';
    const owner = className(ancestors);
    return owner ? `${owner}.${key}` : key;
  }
  if (fn.type === 'ObjectMethod') return keyName(fn.key, fn.computed) ?? '[computed]';
  if (parent?.type === 'VariableDeclarator') return parent.id.type === 'Identifier' ? parent.id.name : '<anonymous>';
  if (parent?.type === 'AssignmentExpression') return stripExports(memberPath(parent.left) ?? '<anonymous>');
  if (parent?.type === 'ObjectProperty') return keyName(parent.key, parent.computed) ?? '<anonymous>';
  if (parent?.type === 'ClassProperty' || parent?.type === 'ClassPrivateProperty') {
    const key = keyName(parent.key, parent.type === 'ClassProperty' && parent.computed) ?? '[computed]';
    const owner = className(ancestors);
    return owner ? `${owner}.${key}` : key;
  }
  if (parent?.type === 'ExportDefaultDeclaration') return 'default export';
  const call = enclosingCall(fn, parent);
  if (call) {
    const method =
      call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier'
        ? call.callee.property.name
        : undefined;
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
  return '<anonymous>';
}

/** Names exported by the module: export lists, export default x, module.exports = { … }. */
export function collectExportedNames(program: Program): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ExportSpecifier') names.add(specifier.local.name);
      }
    }
    if (statement.type === 'ExportDefaultDeclaration' && statement.declaration.type === 'Identifier') {
      names.add(statement.declaration.name);
    }
    if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression') {
      const { left, right } = statement.expression;
      const target = memberPath(left);
      if (target !== 'module.exports' && target !== 'exports') continue;
      if (right.type === 'Identifier') names.add(right.name);
      if (right.type === 'ObjectExpression') {
        for (const property of right.properties) {
          if (property.type === 'ObjectProperty' && property.value.type === 'Identifier')
            names.add(property.value.name);
        }
      }
    }
  }
  return names;
}

function isDocComment(comment: Comment): boolean {
  return comment.type === 'CommentBlock' && comment.value.startsWith('*');
}

/** True when the node, or the statement that holds it, is preceded by a /** doc comment. */
export function hasDocComment(node: Node, ancestors: readonly Node[]): boolean {
  const candidates: Node[] = [node];
  for (let index = ancestors.length - 1; index >= 0 && candidates.length < 4; index -= 1) {
    const ancestor = ancestors[index];
    if (!ancestor || ancestor.type === 'Program' || ancestor.type === 'BlockStatement' || ancestor.type === 'ClassBody')
      break;
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
  const grandparent = ancestors[ancestors.length - 2];
  const atTop = (index: number) => ancestors[ancestors.length - index]?.type === 'Program';
  if (fn.type === 'FunctionDeclaration') {
    if (parent?.type === 'ExportNamedDeclaration' || parent?.type === 'ExportDefaultDeclaration') return true;
    return atTop(1) && fn.id !== null && fn.id !== undefined && exported.has(fn.id.name);
  }
  if (parent?.type === 'ExportDefaultDeclaration') return true;
  if (parent?.type === 'AssignmentExpression') {
    const target = memberPath(parent.left) ?? '';
    return /^(module\.)?exports\.[A-Za-z_$][\w$]*$/.test(target);
  }
  const declarator =
    parent?.type === 'VariableDeclarator'
      ? { node: parent, depth: 2 }
      : grandparent?.type === 'VariableDeclarator' && isCall(parent) && isWrapperCall(parent)
        ? { node: grandparent, depth: 3 }
        : undefined;
  if (!declarator || declarator.node.id.type !== 'Identifier') return false;
  const declaration = ancestors[ancestors.length - declarator.depth];
  const holder = ancestors[ancestors.length - declarator.depth - 1];
  if (holder?.type === 'ExportNamedDeclaration') return true;
  return (
    declaration?.type === 'VariableDeclaration' && holder?.type === 'Program' && exported.has(declarator.node.id.name)
  );
}
