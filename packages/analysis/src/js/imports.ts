/** Which local names come from which modules (ES imports and CommonJS require). */
import type { Node, Program } from '@babel/types';
import { memberPath } from './ast-utils.ts';

/** Local name → module specifier (without "node:") and imported member ("*" for the whole module). */
export type ModuleImports = Map<string, { source: string; member: string }>;

function requireSource(node: Node | null | undefined): string | undefined {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require') {
    return undefined;
  }
  const argument = node.arguments[0];
  return argument?.type === 'StringLiteral' ? argument.value.replace(/^node:/, '') : undefined;
}

type ImportDeclaration = Extract<Node, { type: 'ImportDeclaration' }>;
type VariableDeclarator = Extract<Node, { type: 'VariableDeclarator' }>;

/** Collects the imports of a program's top-level statements. */
export function collectImports(program: Program): ModuleImports {
  const imports: ModuleImports = new Map();
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') addEsImports(imports, statement);
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) addRequire(imports, declarator);
  }
  return imports;
}

function addEsImports(imports: ModuleImports, statement: ImportDeclaration): void {
  const source = statement.source.value.replace(/^node:/, '');
  for (const specifier of statement.specifiers) {
    const member =
      specifier.type === 'ImportSpecifier'
        ? specifier.imported.type === 'Identifier'
          ? specifier.imported.name
          : specifier.imported.value
        : '*';
    imports.set(specifier.local.name, { source, member });
  }
}

/** `const x = require('m')` and `const { a, b: c } = require('m')`. */
function addRequire(imports: ModuleImports, declarator: VariableDeclarator): void {
  const source = requireSource(declarator.init);
  if (!source) return;
  if (declarator.id.type === 'Identifier') imports.set(declarator.id.name, { source, member: '*' });
  if (declarator.id.type !== 'ObjectPattern') return;
  for (const property of declarator.id.properties) {
    if (property.type !== 'ObjectProperty' || property.value.type !== 'Identifier') continue;
    const key = property.key.type === 'Identifier' ? property.key.name : undefined;
    if (key) imports.set(property.value.name, { source, member: key });
  }
}

/** The module and member a callee refers to: `cp.exec`, `exec` (imported) or `require('x').exec`. */
export function resolveCallee(imports: ModuleImports, callee: Node): { source: string; member: string } | undefined {
  if (callee.type === 'Identifier') {
    const imported = imports.get(callee.name);
    return imported && imported.member !== '*' ? imported : undefined;
  }
  if (callee.type !== 'MemberExpression' && callee.type !== 'OptionalMemberExpression') return undefined;
  const property = staticPropertyName(callee);
  if (!property) return undefined;
  const direct = requireSource(callee.object);
  if (direct) return { source: direct, member: property };
  const source = namespaceSource(imports, callee.object);
  return source === undefined ? undefined : { source, member: property };
}

/** The `b` of `a.b`; undefined for computed members such as `a[b]`. */
function staticPropertyName(member: Extract<Node, { type: 'MemberExpression' | 'OptionalMemberExpression' }>) {
  return member.property.type === 'Identifier' && !member.computed ? member.property.name : undefined;
}

/** The module an object path reaches through a namespace or default import: `fs.promises` gives 'fs/promises'. */
function namespaceSource(imports: ModuleImports, object: Node): string | undefined {
  const path = memberPath(object);
  if (!path) return undefined;
  const [root, ...rest] = path.split('.');
  const imported = root ? imports.get(root) : undefined;
  if (!imported || (imported.member !== '*' && imported.member !== 'default')) return undefined;
  return rest.length > 0 ? `${imported.source}/${rest.join('/')}` : imported.source;
}
