/**
 * What the engine reads from each Lezer grammar: which nodes are functions, decisions, nesting
 * control structures and classes, and how a function's name, parameters and visibility are found.
 * Node names are the grammars' own (`@lezer/java`, `@lezer/go`, `@lezer/rust`, `@lezer/php`; C++ in grammar-cpp.ts).
 */
import type { SyntaxNode } from '@lezer/common';
import type { LRParser } from '@lezer/lr';
import { goParser } from './go-parser.ts';
import { parser as javaParser } from '@lezer/java';
import { parser as phpParser } from '@lezer/php';
import { parser as rustParser } from '@lezer/rust';
import type { NameKind } from '../model.ts';
import { CPP } from './grammar-cpp.ts';
import type { Language } from '../types.ts';

/** A function node as a grammar describes it. */
export interface FunctionFacts {
  name: string;
  parameterCount: number;
  isCallback: boolean;
  isPublic: boolean;
}

/** How the tree reader understands one grammar. */
export interface GrammarProfile {
  parser: LRParser;
  /** Node names worth a closer look (functions, classes, declared names, conditional decisions); the rest are read by name only. */
  inspected: ReadonlySet<string>;
  /** Facts about a function node, or undefined when the node is not a function with a body. */
  functionAt(node: SyntaxNode, text: (node: SyntaxNode) => string): FunctionFacts | undefined;
  /** Node names that each add one decision (a branch) to cyclomatic complexity. */
  decisions: ReadonlySet<string>;
  /** Node names that are decisions only for some texts (`&&`/`||`, a `case` that is not `default`). */
  isDecision(node: SyntaxNode, text: (node: SyntaxNode) => string): boolean;
  /** Control structures that add a level of nesting. */
  nesting: ReadonlySet<string>;
  /** A class-like declaration's name and visibility, or undefined. */
  classAt(node: SyntaxNode, text: (node: SyntaxNode) => string): { name: string; isPublic: boolean } | undefined;
  /** What a declared name binds, for a name-defining node; without it the line scanner's names are kept. */
  nameAt?(node: SyntaxNode): { kind: NameKind; inShortScope: boolean } | undefined;
}

type NamePlace = { kind: NameKind; inShortScope: boolean } | undefined;
const place = (kind: NameKind, inShortScope = false): NamePlace => ({ kind, inShortScope });

const LOGIC = new Set(['&&', '||']);

function childrenNamed(node: SyntaxNode, names: ReadonlySet<string>): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (names.has(child.name)) found.push(child);
  return found;
}

/** A lambda or function literal's name from where it stands: a variable, or the call it is passed to. */
function callbackName(
  node: SyntaxNode,
  text: (node: SyntaxNode) => string,
  declarator: string,
  definition: string,
  call: string,
  callee: (call: SyntaxNode) => SyntaxNode | null,
): string {
  const parent = node.parent;
  if (parent?.name === declarator) {
    const name = parent.getChild(definition);
    if (name) return text(name);
  }
  const invocation = parent?.parent;
  if (invocation?.name === call) {
    const target = callee(invocation);
    if (target) return `${text(target)} callback`;
  }
  return '<lambda>';
}

const JAVA_PARAMETERS = new Set(['FormalParameter', 'SpreadParameter']);
const JAVA_CLASSES = new Set([
  'ClassDeclaration',
  'InterfaceDeclaration',
  'EnumDeclaration',
  'RecordDeclaration',
  'AnnotationTypeDeclaration',
]);

function javaIsPublic(node: SyntaxNode, text: (node: SyntaxNode) => string): boolean {
  const modifiers = node.getChild('Modifiers');
  if (modifiers && /\bpublic\b/.test(text(modifiers))) return true;
  // Interface members are public without saying so.
  return node.parent?.name === 'InterfaceBody';
}

/** What a Java `Definition` binds, by its parent (constructors and enum constants are not judged). */
function javaNamePlace(parent: SyntaxNode | null): NamePlace {
  if (!parent) return undefined;
  if (parent.name === 'MethodDeclaration') return place('function');
  if (JAVA_CLASSES.has(parent.name)) return place('class');
  if (parent.name === 'CatchFormalParameter') return place('catch');
  if (parent.name === 'Resource') return place('resource');
  if (parent.name === 'ForSpec') return place('loop');
  if (parent.name === 'LambdaExpression' || parent.name === 'InferredParameters') return place('parameter', true);
  if (parent.name === 'FormalParameter' || parent.name === 'RecordComponent') {
    return place('parameter', parent.parent?.parent?.name === 'LambdaExpression');
  }
  if (parent.name !== 'VariableDeclarator') return undefined;
  const declaration = parent.parent;
  if (declaration?.name === 'SpreadParameter') return place('parameter');
  if (declaration?.name === 'FieldDeclaration') return place('field');
  return place(declaration?.parent?.name === 'ForSpec' ? 'loop' : 'variable');
}

const JAVA: GrammarProfile = {
  parser: javaParser,
  inspected: new Set([
    'MethodDeclaration',
    'ConstructorDeclaration',
    'LambdaExpression',
    'Definition',
    'LogicOp',
    'SwitchLabel',
    'IfStatement',
    ...JAVA_CLASSES,
  ]),
  functionAt(node, text) {
    if (node.name === 'MethodDeclaration' || node.name === 'ConstructorDeclaration') {
      const body = node.getChild('Block') ?? node.getChild('ConstructorBody');
      const name = node.getChild('Definition');
      if (!body || !name) return undefined;
      const parameters = node.getChild('FormalParameters');
      return {
        name: text(name),
        parameterCount: parameters ? childrenNamed(parameters, JAVA_PARAMETERS).length : 0,
        isCallback: false,
        // A constructor is documented and exposed by its class.
        isPublic: node.name === 'MethodDeclaration' && javaIsPublic(node, text),
      };
    }
    if (node.name === 'LambdaExpression' && node.getChild('Block')) {
      const formal = node.getChild('FormalParameters') ?? node.getChild('InferredParameters');
      const parameterCount = formal
        ? childrenNamed(formal, new Set(['FormalParameter', 'SpreadParameter', 'Identifier', 'Definition'])).length
        : node.getChild('Definition')
          ? 1
          : 0;
      return {
        name: callbackName(node, text, 'VariableDeclarator', 'Definition', 'MethodInvocation', (call) =>
          call.getChild('MethodName'),
        ),
        parameterCount,
        isCallback: true,
        isPublic: false,
      };
    }
    return undefined;
  },
  decisions: new Set([
    'IfStatement',
    'ForStatement',
    'EnhancedForStatement',
    'WhileStatement',
    'DoStatement',
    'CatchClause',
    'TernaryExpression',
  ]),
  isDecision(node, text) {
    if (node.name === 'LogicOp') return LOGIC.has(text(node));
    return node.name === 'SwitchLabel' && node.firstChild?.name === 'case';
  },
  nesting: new Set([
    'IfStatement',
    'ForStatement',
    'EnhancedForStatement',
    'WhileStatement',
    'DoStatement',
    'SwitchStatement',
    'TryStatement',
    'TryWithResourcesStatement',
    'SynchronizedStatement',
  ]),
  nameAt(node) {
    if (node.name !== 'Definition') return undefined;
    return javaNamePlace(node.parent);
  },
  classAt(node, text) {
    if (!JAVA_CLASSES.has(node.name)) return undefined;
    const name = node.getChild('Definition');
    return name ? { name: text(name), isPublic: javaIsPublic(node, text) } : undefined;
  },
};

/** Go parameters: `a, b int` declares two, `int` (unnamed) one. */
function goParameterCount(parameters: SyntaxNode | null): number {
  if (!parameters) return 0;
  let count = 0;
  for (const parameter of childrenNamed(parameters, new Set(['Parameter']))) {
    count += Math.max(1, parameter.getChildren('DefName').length);
  }
  return count;
}

const GO: GrammarProfile = {
  parser: goParser,
  inspected: new Set([
    'FunctionDecl',
    'MethodDecl',
    'FunctionLiteral',
    'DefName',
    'LogicOp',
    'Case',
    'IfStatement',
    'TypeSpec',
  ]),
  functionAt(node, text) {
    if (node.name === 'FunctionDecl' || node.name === 'MethodDecl') {
      const name = node.getChild(node.name === 'FunctionDecl' ? 'DefName' : 'FieldName');
      if (!name || !node.getChild('Block')) return undefined;
      // A method's first parameter list is its receiver.
      const lists = node.getChildren('Parameters');
      const parameters = node.name === 'MethodDecl' ? lists[1] : lists[0];
      return {
        name: text(name),
        parameterCount: goParameterCount(parameters ?? null),
        isCallback: false,
        isPublic: /^[A-Z]/.test(text(name)),
      };
    }
    if (node.name === 'FunctionLiteral') {
      return {
        name: callbackName(node, text, 'VarDecl', 'DefName', 'CallExpr', (call) => call.firstChild),
        parameterCount: goParameterCount(node.getChild('Parameters')),
        isCallback: true,
        isPublic: false,
      };
    }
    return undefined;
  },
  decisions: new Set(['IfStatement', 'ForStatement']),
  isDecision(node, text) {
    if (node.name === 'LogicOp') return LOGIC.has(text(node));
    return node.name === 'Case' && node.firstChild?.name === 'case';
  },
  nesting: new Set(['IfStatement', 'ForStatement', 'SwitchStatement', 'TypeSwitchStatement', 'SelectStatement']),
  nameAt(node) {
    if (node.name !== 'DefName') return undefined;
    const parent = node.parent?.name;
    // Go style keeps names short where their scope is (receivers `s`, `w http.ResponseWriter`, `ok`):
    // only placeholder words are judged, as the line scanner did.
    if (parent === 'FunctionDecl') return place('function', true);
    if (parent === 'TypeSpec') return place('class', true);
    if (parent === 'Parameter') return place('parameter', true);
    if (parent === 'RangeClause' || node.parent?.parent?.name === 'ForClause') return place('loop', true);
    if (parent === 'VarDecl' || parent === 'VarSpec' || parent === 'ConstSpec') return place('variable', true);
    return undefined;
  },
  classAt(node, text) {
    if (node.name !== 'TypeSpec' || !(node.getChild('StructType') ?? node.getChild('InterfaceType'))) return undefined;
    const name = node.getChild('DefName');
    return name ? { name: text(name), isPublic: /^[A-Z]/.test(text(name)) } : undefined;
  },
};

function rustNamePlace(node: SyntaxNode): NamePlace {
  if (node.name !== 'BoundIdentifier') return undefined;
  const parent = node.parent;
  if (parent?.name === 'FunctionItem') return place('function');
  if (parent?.name === 'LetDeclaration') return place('variable');
  if (parent?.name === 'ForExpression') return place('loop');
  if (parent?.name === 'Parameter') return place('parameter', parent.parent?.parent?.name === 'ClosureExpression');
  return undefined;
}

const RUST_CLASSES = new Set(['StructItem', 'EnumItem', 'TraitItem', 'UnionItem']);

const RUST: GrammarProfile = {
  parser: rustParser,
  inspected: new Set([
    'FunctionItem',
    'ClosureExpression',
    'BoundIdentifier',
    'LogicOp',
    'MatchArm',
    'IfExpression',
    ...RUST_CLASSES,
  ]),
  functionAt(node, text) {
    const body = node.getChild('Block');
    const parameters = node.getChild('ParamList');
    const parameterCount = parameters ? parameters.getChildren('Parameter').length : 0;
    if (node.name === 'FunctionItem') {
      const name = node.getChild('BoundIdentifier');
      if (!name || !body) return undefined;
      return { name: text(name), parameterCount, isCallback: false, isPublic: node.getChild('Vis') !== null };
    }
    if (node.name === 'ClosureExpression' && body) {
      return {
        name: callbackName(
          node,
          text,
          'LetDeclaration',
          'BoundIdentifier',
          'CallExpression',
          (call) => call.firstChild?.getChild('FieldIdentifier') ?? call.firstChild,
        ),
        parameterCount,
        isCallback: true,
        isPublic: false,
      };
    }
    return undefined;
  },
  decisions: new Set(['IfExpression', 'ForExpression', 'WhileExpression']),
  isDecision(node, text) {
    if (node.name === 'LogicOp') return LOGIC.has(text(node));
    // Every arm but a bare `_` is a branch.
    return node.name === 'MatchArm' && !(node.firstChild?.name === '_' && node.firstChild.nextSibling?.name === '=>');
  },
  nesting: new Set(['IfExpression', 'ForExpression', 'WhileExpression', 'LoopExpression', 'MatchExpression']),
  classAt(node, text) {
    if (!RUST_CLASSES.has(node.name)) return undefined;
    const name = node.getChild('TypeIdentifier');
    return name ? { name: text(name), isPublic: node.getChild('Vis') !== null } : undefined;
  },
  nameAt: rustNamePlace,
};

const PHP_CLASSES = new Set(['ClassDeclaration', 'InterfaceDeclaration', 'TraitDeclaration', 'EnumDeclaration']);
const PHP_LOGIC = new Set(['&&', '||', 'and', 'or']);

const PHP: GrammarProfile = {
  parser: phpParser,
  inspected: new Set([
    'FunctionDefinition',
    'MethodDeclaration',
    'FunctionExpression',
    'LogicOp',
    'IfStatement',
    ...PHP_CLASSES,
  ]),
  functionAt(node, text) {
    const body = node.getChild('Block');
    const parameters = node.getChild('ParamList');
    const parameterCount = parameters
      ? parameters.getChildren('Parameter').length + parameters.getChildren('VariadicParameter').length
      : 0;
    if (node.name === 'FunctionDefinition' || node.name === 'MethodDeclaration') {
      const name = node.getChild('Name');
      if (!name || !body) return undefined;
      const visibility = node.getChild('Visibility');
      // Functions and methods without a visibility keyword are public in PHP.
      const isPublic = !visibility || text(visibility) === 'public';
      return { name: text(name), parameterCount, isCallback: false, isPublic };
    }
    if (node.name === 'FunctionExpression' && body) {
      return { name: '<closure>', parameterCount, isCallback: true, isPublic: false };
    }
    return undefined;
  },
  decisions: new Set([
    'IfStatement',
    'elseif',
    'ForStatement',
    'ForeachStatement',
    'WhileStatement',
    'DoStatement',
    'CatchDeclarator',
    'CaseStatement',
    'ConditionalExpression',
  ]),
  isDecision(node, text) {
    return node.name === 'LogicOp' && PHP_LOGIC.has(text(node).toLowerCase());
  },
  nesting: new Set([
    'IfStatement',
    'ForStatement',
    'ForeachStatement',
    'WhileStatement',
    'DoStatement',
    'SwitchStatement',
    'TryStatement',
  ]),
  classAt(node, text) {
    if (!PHP_CLASSES.has(node.name)) return undefined;
    const name = node.getChild('Name');
    return name ? { name: text(name), isPublic: true } : undefined;
  },
};

const PROFILES: Partial<Record<Language, GrammarProfile>> = { java: JAVA, go: GO, rust: RUST, php: PHP, 'c++': CPP };

/** The grammar profile of a language read with a Lezer tree, if it has one. */
export function grammarFor(language: Language): GrammarProfile | undefined {
  return PROFILES[language];
}
