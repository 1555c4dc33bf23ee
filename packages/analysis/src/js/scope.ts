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

/** Builds the scope tree of a program and resolves every identifier reference. */
export function analyzeScopes(program: Node): ScopeAnalysis {
  const bindings: Binding[] = [];
  const references: Reference[] = [];
  const resolved = new Map<Identifier, Binding>();
  const moduleScope: Scope = { parent: null, isFunction: true, functionNode: null, bindings: new Map() };

  const functionScopeOf = (scope: Scope): Scope => {
    let current = scope;
    while (!current.isFunction && current.parent) current = current.parent;
    return current;
  };

  const declare = (
    scope: Scope,
    identifier: Identifier,
    kind: BindingKind,
    declaration: Node,
    hasInitializer: boolean,
  ) => {
    const existing = scope.bindings.get(identifier.name);
    if (existing) {
      resolved.set(identifier, existing);
      return;
    }
    const binding: Binding = {
      name: identifier.name,
      kind,
      identifier,
      declaration,
      isModuleLevel: scope === moduleScope,
      owner: kind === 'param' ? scope.functionNode : null,
      hasInitializer,
      writes: [],
      readCount: 0,
    };
    scope.bindings.set(identifier.name, binding);
    bindings.push(binding);
    resolved.set(identifier, binding);
  };

  const child = (parent: Scope, functionNode: FunctionNode | null = null): Scope => ({
    parent,
    isFunction: functionNode !== null,
    functionNode: functionNode ?? parent.functionNode,
    bindings: new Map(),
  });

  const visitPatternParts = (pattern: Node | null | undefined, scope: Scope, isWrite: boolean): void => {
    if (!pattern) return;
    if (pattern.type === 'Identifier') {
      if (isWrite) references.push({ identifier: pattern, scope, isWrite: true });
    } else if (pattern.type === 'ObjectPattern') {
      for (const property of pattern.properties) {
        if (property.type === 'RestElement') visitPatternParts(property.argument, scope, isWrite);
        else {
          if (property.computed) visit(property.key, scope);
          visitPatternParts(property.value, scope, isWrite);
        }
      }
    } else if (pattern.type === 'ArrayPattern') {
      for (const element of pattern.elements) visitPatternParts(element, scope, isWrite);
    } else if (pattern.type === 'RestElement') {
      visitPatternParts(pattern.argument, scope, isWrite);
    } else if (pattern.type === 'AssignmentPattern') {
      visitPatternParts(pattern.left, scope, isWrite);
      visit(pattern.right, scope);
    } else if (pattern.type === 'TSParameterProperty') {
      visitPatternParts(pattern.parameter, scope, isWrite);
    } else {
      visit(pattern, scope);
    }
  };

  const visitFunction = (node: FunctionNode, outer: Scope): void => {
    if (
      (node.type === 'ObjectMethod' || node.type === 'ClassMethod' || node.type === 'ClassPrivateMethod') &&
      node.computed
    ) {
      visit(node.key, outer);
    }
    if ('decorators' in node && node.decorators) for (const decorator of node.decorators) visit(decorator, outer);
    const scope = child(outer, node);
    if (node.type === 'FunctionExpression' && node.id) declare(scope, node.id, 'function', node, true);
    for (const param of node.params) {
      for (const identifier of patternIdentifiers(param)) {
        if (identifier.name !== 'this') declare(scope, identifier, 'param', param, true);
      }
      visitPatternParts(param, scope, false);
    }
    const body = node.body;
    if (body.type === 'BlockStatement') for (const statement of body.body) visit(statement, scope);
    else visit(body, scope);
  };

  const visitDeclaration = (node: VariableDeclaration, scope: Scope, initialisedByLoop: boolean): void => {
    const kind: BindingKind = node.kind === 'var' ? 'var' : node.kind === 'let' ? 'let' : 'const';
    const target = kind === 'var' ? functionScopeOf(scope) : scope;
    for (const declarator of node.declarations) {
      const hasInitializer = initialisedByLoop || declarator.init != null;
      for (const identifier of patternIdentifiers(declarator.id))
        declare(target, identifier, kind, declarator, hasInitializer);
      visitPatternParts(declarator.id, scope, false);
      visit(declarator.init, scope);
    }
  };

  const visitChildren = (node: Node, scope: Scope) => forEachChild(node, (childNode) => visit(childNode, scope));

  function visit(node: Node | null | undefined, scope: Scope): void {
    if (!node || isTypeOnly(node)) return;
    if (isFunctionNode(node)) {
      if (node.type === 'FunctionDeclaration' && node.id) declare(scope, node.id, 'function', node, true);
      visitFunction(node, scope);
      return;
    }
    if (node.type === 'VariableDeclaration') visitDeclaration(node, scope, false);
    else if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') visitClass(node, scope);
    else if (
      node.type === 'BlockStatement' ||
      node.type === 'StaticBlock' ||
      node.type === 'SwitchStatement' ||
      node.type === 'TSModuleBlock'
    ) {
      visitChildren(node, child(scope));
    } else if (node.type === 'ForStatement') visitChildren(node, child(scope));
    else if (node.type === 'ForInStatement' || node.type === 'ForOfStatement') {
      const loopScope = child(scope);
      // The head of for-in/for-of assigns on every iteration, like an initialiser.
      if (node.left.type === 'VariableDeclaration') visitDeclaration(node.left, loopScope, true);
      else visitPatternParts(node.left, loopScope, true);
      visit(node.right, loopScope);
      visit(node.body, loopScope);
    } else if (node.type === 'CatchClause') {
      const catchScope = child(scope);
      for (const identifier of patternIdentifiers(node.param)) declare(catchScope, identifier, 'catch', node, true);
      visitPatternParts(node.param, catchScope, false);
      for (const statement of node.body.body) visit(statement, catchScope);
    } else if (node.type === 'ImportDeclaration') {
      for (const specifier of node.specifiers) declare(moduleScope, specifier.local, 'import', node, true);
    } else if (node.type === 'TSEnumDeclaration' || node.type === 'TSModuleDeclaration') {
      if (node.id.type === 'Identifier') declare(scope, node.id, 'other', node, true);
      visit(node.body, scope);
    } else if (node.type === 'AssignmentExpression') {
      visitPatternParts(node.left, scope, true);
      visit(node.right, scope);
    } else if (node.type === 'UpdateExpression') {
      if (node.argument.type === 'Identifier') references.push({ identifier: node.argument, scope, isWrite: true });
      else visit(node.argument, scope);
    } else if (node.type === 'Identifier') {
      references.push({ identifier: node, scope, isWrite: false });
    } else if (node.type === 'MemberExpression' || node.type === 'OptionalMemberExpression') {
      visit(node.object, scope);
      if (node.computed) visit(node.property, scope);
    } else if (
      node.type === 'ObjectProperty' ||
      node.type === 'ClassProperty' ||
      node.type === 'ClassPrivateProperty' ||
      node.type === 'ClassAccessorProperty'
    ) {
      if ('computed' in node && node.computed) visit(node.key, scope);
      if ('decorators' in node && node.decorators) for (const decorator of node.decorators) visit(decorator, scope);
      visit(node.value, scope);
    } else if (node.type === 'LabeledStatement') {
      visit(node.body, scope);
    } else if (node.type === 'ExportNamedDeclaration') {
      if (!node.source) visitChildren(node, scope);
    } else if (node.type === 'ExportSpecifier') {
      visit(node.local, scope);
    } else if (node.type !== 'BreakStatement' && node.type !== 'ContinueStatement' && node.type !== 'MetaProperty') {
      visitChildren(node, scope);
    }
  }

  function visitClass(node: Extract<Node, { type: 'ClassDeclaration' | 'ClassExpression' }>, scope: Scope): void {
    if (node.type === 'ClassDeclaration' && node.id) declare(scope, node.id, 'class', node, true);
    const classScope = child(scope);
    if (node.type === 'ClassExpression' && node.id) declare(classScope, node.id, 'class', node, true);
    if (node.decorators) for (const decorator of node.decorators) visit(decorator, scope);
    visit(node.superClass, scope);
    visit(node.body, classScope);
  }

  visit(program, moduleScope);

  for (const reference of references) {
    let scope: Scope | null = reference.scope;
    let binding: Binding | undefined;
    while (scope && !binding) {
      binding = scope.bindings.get(reference.identifier.name);
      scope = scope.parent;
    }
    if (!binding) continue;
    resolved.set(reference.identifier, binding);
    if (reference.isWrite)
      binding.writes.push({ identifier: reference.identifier, inFunction: reference.scope.functionNode });
    else binding.readCount += 1;
  }

  return { bindings, resolve: (identifier) => resolved.get(identifier) };
}
