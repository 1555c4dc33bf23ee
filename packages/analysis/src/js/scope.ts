/** Scope analysis for JavaScript/TypeScript: which declaration each identifier refers to, and who writes it. */
import type { Identifier, Node, VariableDeclaration } from '@babel/types';
import { forEachChild, isFunctionNode, isTypeOnly, patternIdentifiers, type FunctionNode } from './ast-utils.ts';

/** How a name was declared. */
export type BindingKind = 'var' | 'let' | 'const' | 'param' | 'function' | 'class' | 'import' | 'catch' | 'other';

/** One assignment to a binding. */
export interface BindingWrite {
  identifier: Identifier;
  /** The innermost function containing the write, or null at module level. */
  inFunction: FunctionNode | null;
}

/** A declared name. */
export interface Binding {
  name: string;
  kind: BindingKind;
  identifier: Identifier;
  /** The declarator, function, class, import or catch clause that declares it. */
  declaration: Node;
  isModuleLevel: boolean;
  /** For parameters: the function they belong to. */
  owner: FunctionNode | null;
  hasInitializer: boolean;
  writes: BindingWrite[];
  readCount: number;
}

interface Scope {
  parent: Scope | null;
  isFunction: boolean;
  functionNode: FunctionNode | null;
  bindings: Map<string, Binding>;
}

/** The result of scope analysis. */
export interface ScopeAnalysis {
  bindings: Binding[];
  /** The binding an identifier (reference or declaration) refers to; undefined for globals. */
  resolve(identifier: Identifier): Binding | undefined;
}

interface Reference {
  identifier: Identifier;
  scope: Scope;
  isWrite: boolean;
}

type NodeOf<T extends Node['type']> = Extract<Node, { type: T }>;
type ScopeVisitor<N extends Node> = (builder: ScopeBuilder, node: N, scope: Scope) => void;
type PatternVisitor<N extends Node> = (builder: ScopeBuilder, pattern: N, scope: Scope, isWrite: boolean) => void;
type ClassNode = NodeOf<'ClassDeclaration' | 'ClassExpression'>;
type PatternProperty = NodeOf<'ObjectPattern'>['properties'][number];

/** The innermost function (or module) scope enclosing `scope`: where `var` declarations land. */
function functionScopeOf(scope: Scope): Scope {
  let current = scope;
  while (!current.isFunction && current.parent) current = current.parent;
  return current;
}

function childScope(parent: Scope, functionNode: FunctionNode | null = null): Scope {
  return {
    parent,
    isFunction: functionNode !== null,
    functionNode: functionNode ?? parent.functionNode,
    bindings: new Map(),
  };
}

/** Walks a program once, declaring bindings per scope and collecting references to resolve afterwards. */
class ScopeBuilder {
  readonly bindings: Binding[] = [];
  readonly references: Reference[] = [];
  readonly resolved = new Map<Identifier, Binding>();
  readonly moduleScope: Scope = { parent: null, isFunction: true, functionNode: null, bindings: new Map() };

  declare(scope: Scope, identifier: Identifier, kind: BindingKind, declaration: Node, hasInitializer: boolean): void {
    const existing = scope.bindings.get(identifier.name);
    if (existing) {
      this.resolved.set(identifier, existing);
      return;
    }
    const binding: Binding = {
      name: identifier.name,
      kind,
      identifier,
      declaration,
      isModuleLevel: scope === this.moduleScope,
      owner: kind === 'param' ? scope.functionNode : null,
      hasInitializer,
      writes: [],
      readCount: 0,
    };
    scope.bindings.set(identifier.name, binding);
    this.bindings.push(binding);
    this.resolved.set(identifier, binding);
  }

  refer(identifier: Identifier, scope: Scope, isWrite: boolean): void {
    this.references.push({ identifier, scope, isWrite });
  }

  visit(node: Node | null | undefined, scope: Scope): void {
    if (!node || isTypeOnly(node)) return;
    if (isFunctionNode(node)) {
      if (node.type === 'FunctionDeclaration' && node.id) this.declare(scope, node.id, 'function', node, true);
      this.visitFunction(node, scope);
      return;
    }
    const visitor = VISITORS[node.type] as ScopeVisitor<Node> | undefined;
    if (visitor) visitor(this, node, scope);
    else this.visitChildren(node, scope);
  }

  visitAll(nodes: Iterable<Node | null | undefined>, scope: Scope): void {
    for (const node of nodes) this.visit(node, scope);
  }

  visitChildren(node: Node, scope: Scope): void {
    forEachChild(node, (childNode) => this.visit(childNode, scope));
  }

  visitDecorators(node: Node, scope: Scope): void {
    if ('decorators' in node && node.decorators) this.visitAll(node.decorators, scope);
  }

  visitPatternParts(pattern: Node | null | undefined, scope: Scope, isWrite: boolean): void {
    if (!pattern) return;
    const visitor = PATTERN_VISITORS[pattern.type] as PatternVisitor<Node> | undefined;
    if (visitor) visitor(this, pattern, scope, isWrite);
    else this.visit(pattern, scope);
  }

  visitPatternProperty(property: PatternProperty, scope: Scope, isWrite: boolean): void {
    if (property.type === 'RestElement') {
      this.visitPatternParts(property, scope, isWrite);
      return;
    }
    if (property.computed) this.visit(property.key, scope);
    this.visitPatternParts(property.value, scope, isWrite);
  }

  visitFunction(node: FunctionNode, outer: Scope): void {
    const isMethod = node.type === 'ObjectMethod' || node.type === 'ClassMethod' || node.type === 'ClassPrivateMethod';
    if (isMethod && node.computed) this.visit(node.key, outer);
    this.visitDecorators(node, outer);
    const scope = childScope(outer, node);
    if (node.type === 'FunctionExpression' && node.id) this.declare(scope, node.id, 'function', node, true);
    for (const param of node.params) this.visitParam(param, scope);
    const body = node.body;
    if (body.type === 'BlockStatement') this.visitAll(body.body, scope);
    else this.visit(body, scope);
  }

  visitParam(param: FunctionNode['params'][number], scope: Scope): void {
    for (const identifier of patternIdentifiers(param)) {
      if (identifier.name !== 'this') this.declare(scope, identifier, 'param', param, true);
    }
    this.visitPatternParts(param, scope, false);
  }

  visitDeclaration(node: VariableDeclaration, scope: Scope, initialisedByLoop: boolean): void {
    const kind: BindingKind = node.kind === 'var' ? 'var' : node.kind === 'let' ? 'let' : 'const';
    const target = kind === 'var' ? functionScopeOf(scope) : scope;
    for (const declarator of node.declarations) {
      const hasInitializer = initialisedByLoop || declarator.init != null;
      for (const identifier of patternIdentifiers(declarator.id)) {
        this.declare(target, identifier, kind, declarator, hasInitializer);
      }
      this.visitPatternParts(declarator.id, scope, false);
      this.visit(declarator.init, scope);
    }
  }

  visitClass(node: ClassNode, scope: Scope): void {
    if (node.type === 'ClassDeclaration' && node.id) this.declare(scope, node.id, 'class', node, true);
    const classScope = childScope(scope);
    if (node.type === 'ClassExpression' && node.id) this.declare(classScope, node.id, 'class', node, true);
    this.visitDecorators(node, scope);
    this.visit(node.superClass, scope);
    this.visit(node.body, classScope);
  }

  /** Binds every collected reference to the nearest enclosing declaration of its name. */
  resolveReferences(): void {
    for (const reference of this.references) {
      const binding = lookup(reference.scope, reference.identifier.name);
      if (!binding) continue;
      this.resolved.set(reference.identifier, binding);
      if (reference.isWrite) {
        binding.writes.push({ identifier: reference.identifier, inFunction: reference.scope.functionNode });
      } else binding.readCount += 1;
    }
  }
}

function lookup(from: Scope, name: string): Binding | undefined {
  let scope: Scope | null = from;
  let binding: Binding | undefined;
  while (scope && !binding) {
    binding = scope.bindings.get(name);
    scope = scope.parent;
  }
  return binding;
}

const visitInNewScope: ScopeVisitor<Node> = (builder, node, scope) => builder.visitChildren(node, childScope(scope));
const visitNothing: ScopeVisitor<Node> = () => undefined;

const visitForInOf: ScopeVisitor<NodeOf<'ForInStatement' | 'ForOfStatement'>> = (builder, node, scope) => {
  const loopScope = childScope(scope);
  // The head of for-in/for-of assigns on every iteration, like an initialiser.
  if (node.left.type === 'VariableDeclaration') builder.visitDeclaration(node.left, loopScope, true);
  else builder.visitPatternParts(node.left, loopScope, true);
  builder.visit(node.right, loopScope);
  builder.visit(node.body, loopScope);
};

const visitCatch: ScopeVisitor<NodeOf<'CatchClause'>> = (builder, node, scope) => {
  const catchScope = childScope(scope);
  for (const identifier of patternIdentifiers(node.param)) builder.declare(catchScope, identifier, 'catch', node, true);
  builder.visitPatternParts(node.param, catchScope, false);
  builder.visitAll(node.body.body, catchScope);
};

const visitTsNamespace: ScopeVisitor<NodeOf<'TSEnumDeclaration' | 'TSModuleDeclaration'>> = (builder, node, scope) => {
  if (node.id.type === 'Identifier') builder.declare(scope, node.id, 'other', node, true);
  builder.visit(node.body, scope);
};

const visitUpdate: ScopeVisitor<NodeOf<'UpdateExpression'>> = (builder, node, scope) => {
  if (node.argument.type === 'Identifier') builder.refer(node.argument, scope, true);
  else builder.visit(node.argument, scope);
};

const visitMember: ScopeVisitor<NodeOf<'MemberExpression' | 'OptionalMemberExpression'>> = (builder, node, scope) => {
  builder.visit(node.object, scope);
  if (node.computed) builder.visit(node.property, scope);
};

const visitProperty: ScopeVisitor<
  NodeOf<'ObjectProperty' | 'ClassProperty' | 'ClassPrivateProperty' | 'ClassAccessorProperty'>
> = (builder, node, scope) => {
  if ('computed' in node && node.computed) builder.visit(node.key, scope);
  builder.visitDecorators(node, scope);
  builder.visit(node.value, scope);
};

/** Node types that declare, open a scope or write; every other node just has its children visited. */
const VISITORS: { [T in Node['type']]?: ScopeVisitor<NodeOf<T>> } = {
  VariableDeclaration: (builder, node, scope) => builder.visitDeclaration(node, scope, false),
  ClassDeclaration: (builder, node, scope) => builder.visitClass(node, scope),
  ClassExpression: (builder, node, scope) => builder.visitClass(node, scope),
  BlockStatement: visitInNewScope,
  StaticBlock: visitInNewScope,
  SwitchStatement: visitInNewScope,
  TSModuleBlock: visitInNewScope,
  ForStatement: visitInNewScope,
  ForInStatement: visitForInOf,
  ForOfStatement: visitForInOf,
  CatchClause: visitCatch,
  ImportDeclaration: (builder, node) => {
    for (const specifier of node.specifiers) {
      builder.declare(builder.moduleScope, specifier.local, 'import', node, true);
    }
  },
  TSEnumDeclaration: visitTsNamespace,
  TSModuleDeclaration: visitTsNamespace,
  AssignmentExpression: (builder, node, scope) => {
    builder.visitPatternParts(node.left, scope, true);
    builder.visit(node.right, scope);
  },
  UpdateExpression: visitUpdate,
  Identifier: (builder, node, scope) => builder.refer(node, scope, false),
  MemberExpression: visitMember,
  OptionalMemberExpression: visitMember,
  ObjectProperty: visitProperty,
  ClassProperty: visitProperty,
  ClassPrivateProperty: visitProperty,
  ClassAccessorProperty: visitProperty,
  LabeledStatement: (builder, node, scope) => builder.visit(node.body, scope),
  ExportNamedDeclaration: (builder, node, scope) => {
    if (!node.source) builder.visitChildren(node, scope);
  },
  ExportSpecifier: (builder, node, scope) => builder.visit(node.local, scope),
  BreakStatement: visitNothing,
  ContinueStatement: visitNothing,
  MetaProperty: visitNothing,
};

/** The parts of a binding pattern: identifiers are written (when `isWrite`), defaults and computed keys are read. */
const PATTERN_VISITORS: { [T in Node['type']]?: PatternVisitor<NodeOf<T>> } = {
  Identifier: (builder, pattern, scope, isWrite) => {
    if (isWrite) builder.refer(pattern, scope, true);
  },
  ObjectPattern: (builder, pattern, scope, isWrite) => {
    for (const property of pattern.properties) builder.visitPatternProperty(property, scope, isWrite);
  },
  ArrayPattern: (builder, pattern, scope, isWrite) => {
    for (const element of pattern.elements) builder.visitPatternParts(element, scope, isWrite);
  },
  RestElement: (builder, pattern, scope, isWrite) => builder.visitPatternParts(pattern.argument, scope, isWrite),
  AssignmentPattern: (builder, pattern, scope, isWrite) => {
    builder.visitPatternParts(pattern.left, scope, isWrite);
    builder.visit(pattern.right, scope);
  },
  TSParameterProperty: (builder, pattern, scope, isWrite) =>
    builder.visitPatternParts(pattern.parameter, scope, isWrite),
};

/** Builds the scope tree of a program and resolves every identifier reference. */
export function analyzeScopes(program: Node): ScopeAnalysis {
  const builder = new ScopeBuilder();
  builder.visit(program, builder.moduleScope);
  builder.resolveReferences();
  const { bindings, resolved } = builder;
  return { bindings, resolve: (identifier) => resolved.get(identifier) };
}
