/** Which local names come from which modules (ES imports and CommonJS require). */
import type { Node, Program } from '@babel/types';
import { memberPath } from './ast-utils.ts';

/** Local name → module specifier (without "node:") and imported member ("*" for the whole module). */
export type ModuleImports = Map<string, { source: string; member: string }>;

function requireSource(node: Node | null | undefined): string | undefined {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require')
    return undefined;
  const argument = node.arguments[0];
  return argument?.type === 'StringLiteral' ? argument.value.replace(/^node:/, '') : undefined;
}

/** Collects the imports of a program's top-level statements. */
export function collectImports(program: Program): ModuleImports {
  const imports: ModuleImports = new Map();
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
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
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) {
      const source = requireSource(declarator.init);
      if (!source) continue;
      if (declarator.id.type === 'Identifier') imports.set(declarator.id.name, { source, member: '*' });
      if (declarator.id.type === 'ObjectPattern') {
        for (const property of declarator.id.properties) {
          if (property.type !== 'ObjectProperty' || property.value.type !== 'Identifier') continue;
          const key = property.key.type === 'Identifier' ? property.key.name : undefined;
          if (key) imports.set(property.value.name, { source, member: key });
        }
      }
    }
  }
  return imports;
}

/** The module and member a callee refers to: `cp.exec`, `exec` (imported) or `require('x').exec`. */
export function resolveCallee(imports: ModuleImports, callee: Node): { source: string; member: string } | undefined {
  if (callee.type === 'Identifier') {
    const imported = imports.get(callee.name);
    return imported && imported.member !== '*' ? imported : undefined;
  }
  if (callee.type !== 'MemberExpression' && callee.type !== 'OptionalMemberExpression') return undefined;
  const property = callee.property.type === 'Identifier' && !callee.computed ? callee.property.name : undefined;
  if (!property) return undefined;
  const direct = requireSource(callee.object);
  if (direct) return { source: direct, member: property };
  const path = memberPath(callee.object);
  if (!path) return undefined;
  const [root, ...rest] = path.split('.');
  const imported = root ? imports.get(root) : undefined;
  if (!imported) return undefined;
  if (imported.member === '*' || imported.member === 'default') {
    return { source: rest.length > 0 ? `${imported.source}/${rest.join('/')}` : imported.source, member: property };
  }
  return undefined;
}
