/**
 * What the engine reads from the `@lezer/cpp` tree: function definitions (free functions,
 * methods, constructors, operators, out-of-class `K::h` definitions and block lambdas), their
 * parameters, decisions and nesting, and classes and structs. Macros and heavy templates can
 * leave error nodes; such a file keeps the line scanner's functions (see analyze-tree.ts).
 */
import type { SyntaxNode } from '@lezer/common';
import { parser as cppParser } from '@lezer/cpp';
import type { GrammarProfile } from './grammars.ts';

const CLASSES = new Set(['ClassSpecifier', 'StructSpecifier', 'UnionSpecifier']);
const PARAMETERS = new Set(['ParameterDeclaration', 'OptionalParameterDeclaration', 'VariadicParameterDeclaration']);
const NAMES = new Set(['Identifier', 'FieldIdentifier', 'DestructorName', 'OperatorName', 'ScopedIdentifier']);

function parameterCount(declarator: SyntaxNode | null): number {
  const list = declarator?.getChild('ParameterList');
  let count = 0;
  for (let child = list?.firstChild; child; child = child.nextSibling) if (PARAMETERS.has(child.name)) count += 1;
  return count;
}

/** The function declarator of a definition, looking through pointer and reference return types. */
function declaratorOf(node: SyntaxNode): SyntaxNode | null {
  let current: SyntaxNode | null = node;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const found = current.getChild('FunctionDeclarator');
    if (found) return found;
    current = current.getChild('PointerDeclarator') ?? current.getChild('ReferenceDeclarator');
  }
  return null;
}

/** A member is public after `public:`, or by default in a struct; a free function unless `static`. */
function isPublic(node: SyntaxNode, text: (node: SyntaxNode) => string): boolean {
  const members = node.parent;
  if (members?.name !== 'FieldDeclarationList') {
    for (let child = node.firstChild; child; child = child.nextSibling) if (child.name === 'static') return false;
    return true;
  }
  for (let sibling = node.prevSibling; sibling; sibling = sibling.prevSibling) {
    if (sibling.name === 'AccessSpecifier') return /public/.test(text(sibling));
  }
  return members.parent?.name === 'StructSpecifier';
}

/** The C++ profile. */
export const CPP: GrammarProfile = {
  parser: cppParser,
  // `IfStatement` is inspected so that an `else if` continues its chain instead of nesting.
  inspected: new Set(['FunctionDefinition', 'LambdaExpression', 'LogicOp', 'CaseStatement', 'IfStatement', ...CLASSES]),
  functionAt(node, text) {
    if (node.name === 'FunctionDefinition') {
      const declarator = declaratorOf(node);
      const name = declarator?.firstChild;
      if (!declarator || !name || !NAMES.has(name.name) || !node.getChild('CompoundStatement')) return undefined;
      return {
        name: text(name).replace(/\s+/g, ''),
        parameterCount: parameterCount(declarator),
        isCallback: false,
        isPublic: isPublic(node, text),
      };
    }
    if (node.name === 'LambdaExpression' && node.getChild('CompoundStatement')) {
      const declared = node.parent?.name === 'InitDeclarator' ? node.parent.getChild('Identifier') : null;
      return {
        name: declared ? text(declared) : '<lambda>',
        parameterCount: parameterCount(node.getChild('AbstractFunctionDeclarator')),
        isCallback: true,
        isPublic: false,
      };
    }
    return undefined;
  },
  decisions: new Set([
    'IfStatement',
    'ForStatement',
    'ForRangeLoop',
    'WhileStatement',
    'DoStatement',
    'CatchClause',
    'ConditionalExpression',
  ]),
  isDecision(node, text) {
    if (node.name === 'LogicOp') return text(node) === '&&' || text(node) === '||';
    return node.name === 'CaseStatement' && node.firstChild?.name === 'case';
  },
  nesting: new Set([
    'IfStatement',
    'ForStatement',
    'ForRangeLoop',
    'WhileStatement',
    'DoStatement',
    'SwitchStatement',
    'TryStatement',
  ]),
  classAt(node, text) {
    if (!CLASSES.has(node.name) || !node.getChild('FieldDeclarationList')) return undefined;
    const name = node.getChild('TypeIdentifier');
    return name ? { name: text(name), isPublic: true } : undefined;
  },
};
