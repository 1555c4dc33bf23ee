/** Lowers a Lezer Java tree into the taint pass's statements and expressions (ir.ts). */
import type { SyntaxNode, Tree } from '@lezer/common';
import type { Expr, FlowFile, FlowFunction, Literal, Param, Stmt, SwitchCase } from './ir.ts';
import { childNodes, literalText, type Source } from './lower-utils.ts';

const PUNCTUATION =
  /^[(){}[\];,.:=?]$|^(AssignOp|ArithOp|CompareOp|LogicOp|BitOp|UpdateOp|new|this|if|else|return|throw|for|while|do|switch|case|default|try|catch|finally|break|continue)$/;

function kids(node: SyntaxNode): SyntaxNode[] {
  return childNodes(node).filter((child) => !PUNCTUATION.test(child.name) && !child.type.isError);
}

/** Lowers one Java file. */
export function lowerJava(tree: Tree, source: Source): FlowFile {
  const functions: FlowFunction[] = [];
  const constants = new Map<string, Literal>();
  const text = (node: SyntaxNode) => source.text.slice(node.from, node.to);

  const literal = (node: SyntaxNode): Literal | undefined => {
    switch (node.name) {
      case 'StringLiteral':
      case 'CharacterLiteral':
      case 'TextBlock':
        return literalText(text(node));
      case 'IntegerLiteral':
      case 'FloatingPointLiteral': {
        const value = Number(
          text(node)
            .replace(/[_lLfFdD]$/g, '')
            .replace(/_/g, ''),
        );
        return Number.isNaN(value) ? undefined : value;
      }
      case 'BooleanLiteral':
        return text(node) === 'true';
      case 'null':
        return null;
    }
    return undefined;
  };

  const expr = (node: SyntaxNode | null | undefined): Expr => {
    if (!node) return { k: 'other', parts: [] };
    const value = literal(node);
    if (value !== undefined) return { k: 'lit', value };
    const parts = kids(node);
    switch (node.name) {
      case 'Identifier':
        return { k: 'name', name: text(node) };
      case 'ParenthesizedExpression':
      case 'CastExpression':
        return expr(parts[parts.length - 1]);
      case 'FieldAccess': {
        const object = node.firstChild;
        const name = node.lastChild;
        if (object?.name === 'this' && name) return { k: 'name', name: `this.${text(name)}` };
        return {
          k: 'field',
          object: expr(object),
          name: name ? text(name) : '',
          text: text(node),
          line: source.lineOf(node.from),
        };
      }
      case 'MethodInvocation': {
        const methodNode = node.getChild('MethodName');
        const method = methodNode ? text(methodNode) : '';
        const before = methodNode?.prevSibling?.prevSibling;
        const receiver = methodNode?.prevSibling?.name === '.' && before ? expr(before) : undefined;
        const args = kids(node.getChild('ArgumentList') ?? node).map(expr);
        const callee = receiver && before ? `${text(before)}.${method}` : method;
        return { k: 'call', callee, method, receiver, args, line: source.lineOf(node.from), text: text(node) };
      }
      case 'ObjectCreationExpression': {
        const type = parts.find((part) => /TypeName|GenericType|ScopedTypeName/.test(part.name));
        const args = kids(node.getChild('ArgumentList') ?? node).map(expr);
        const bare = type ? (text(type).replace(/<.*$/s, '').split('.').pop() ?? '') : '';
        return { k: 'new', type: bare, args, line: source.lineOf(node.from), text: text(node) };
      }
      case 'ArrayCreationExpression': {
        const initializer = node.getChild('ArrayInitializer');
        return initializer ? { k: 'list', items: kids(initializer).map(expr) } : { k: 'list', items: [] };
      }
      case 'ArrayInitializer':
        return { k: 'list', items: parts.map(expr) };
      case 'ArrayAccess':
        return { k: 'index', object: expr(parts[0]), key: expr(parts[1]) };
      case 'BinaryExpression': {
        const op = childNodes(node).find((child) => /Op$/.test(child.name) || child.name === 'instanceof');
        return { k: 'bin', op: op ? text(op) : '?', left: expr(parts[0]), right: expr(parts[1]) };
      }
      case 'UnaryExpression': {
        const op = node.firstChild;
        return { k: 'unary', op: op ? text(op) : '', operand: expr(parts[0]) };
      }
      case 'TernaryExpression':
        return { k: 'cond', test: expr(parts[0]), then: expr(parts[1]), otherwise: expr(parts[2]) };
      case 'LambdaExpression':
      case 'ClassBody':
        return { k: 'other', parts: [] };
    }
    return { k: 'other', parts: parts.map(expr) };
  };

  const assignment = (node: SyntaxNode, line: number): Stmt => {
    const parts = kids(node);
    const op = node.getChild('AssignOp');
    return { k: 'assign', target: expr(parts[0]), value: expr(parts[1]), op: op ? text(op) : '=', line };
  };

  const statements = (node: SyntaxNode | null): Stmt[] => {
    if (!node) return [];
    if (node.name === 'Block' || node.name === 'SwitchBlock') return kids(node).flatMap(statement);
    return statement(node);
  };

  const switchCases = (block: SyntaxNode | null): SwitchCase[] => {
    const cases: SwitchCase[] = [];
    for (const child of block ? kids(block) : []) {
      if (child.name === 'SwitchLabel') {
        const tests = kids(child).map(expr);
        cases.push(tests.length ? { tests, body: [] } : { body: [] });
      } else if (child.name === 'SwitchRule') {
        const label = child.getChild('SwitchLabel');
        const tests = label ? kids(label).map(expr) : [];
        const body = kids(child)
          .filter((part) => part.name !== 'SwitchLabel')
          .flatMap(statement);
        cases.push(tests.length ? { tests, body: [...body, { k: 'break', line: 0 }] } : { body });
      } else {
        cases[cases.length - 1]?.body.push(...statement(child));
      }
    }
    return cases;
  };

  const statement = (node: SyntaxNode): Stmt[] => {
    const line = source.lineOf(node.from);
    const parts = kids(node);
    switch (node.name) {
      case 'LocalVariableDeclaration':
        return node.getChildren('VariableDeclarator').flatMap((declarator) => {
          const name = declarator.getChild('Definition');
          const value = declarator.getChild('AssignOp')?.nextSibling;
          if (!name) return [];
          return [
            {
              k: 'assign',
              target: { k: 'name', name: text(name) },
              value: value ? expr(value) : { k: 'other', parts: [] },
              op: '=',
              line,
            },
          ];
        });
      case 'ExpressionStatement': {
        const inner = parts[0];
        if (inner?.name === 'AssignmentExpression') return [assignment(inner, line)];
        return inner ? [{ k: 'expr', value: expr(inner), line }] : [];
      }
      case 'IfStatement': {
        const test = node.getChild('ParenthesizedExpression');
        const branches = parts.filter((part) => part.from !== test?.from);
        return [
          {
            k: 'if',
            test: expr(test),
            then: statements(branches[0] ?? null),
            otherwise: statements(branches[1] ?? null),
            line,
          },
        ];
      }
      case 'SwitchStatement':
        return [
          {
            k: 'switch',
            subject: expr(node.getChild('ParenthesizedExpression')),
            cases: switchCases(node.getChild('SwitchBlock')),
            line,
          },
        ];
      case 'ForStatement':
      case 'EnhancedForStatement':
      case 'WhileStatement':
      case 'DoStatement': {
        const spec = node.getChild('ForSpec');
        const setup: Stmt[] = [];
        if (node.name === 'EnhancedForStatement' && spec) {
          const variable = spec.getChild('Definition');
          const iterable = kids(spec)
            .filter((part) => part.name !== 'Definition' && !/Type/.test(part.name))
            .pop();
          if (variable && iterable) {
            setup.push({
              k: 'assign',
              target: { k: 'name', name: text(variable) },
              value: { k: 'call', callee: 'next', method: 'next', receiver: expr(iterable), args: [], line, text: '' },
              op: '=',
              line,
            });
          }
        } else if (spec) {
          setup.push(...kids(spec).flatMap(statement));
        }
        const body = node.getChild('Block') ?? parts[parts.length - 1] ?? null;
        return [{ k: 'loop', body: [...setup, ...statements(body)], line }];
      }
      case 'TryStatement':
      case 'TryWithResourcesStatement': {
        const body: Stmt[] = [];
        const resources = node.getChild('ResourceSpecification');
        for (const resource of resources ? kids(resources) : []) {
          const name = resource.getChild('Definition');
          const value = resource.getChild('AssignOp')?.nextSibling;
          if (name && value) {
            body.push({ k: 'assign', target: { k: 'name', name: text(name) }, value: expr(value), op: '=', line });
          }
        }
        body.push(...statements(node.getChild('Block')));
        const handlers = node.getChildren('CatchClause').map((clause): Stmt => ({
          k: 'if',
          test: { k: 'other', parts: [] },
          then: statements(clause.getChild('Block')),
          otherwise: [],
          line,
        }));
        const final = statements(node.getChild('FinallyClause')?.getChild('Block') ?? null);
        return [{ k: 'block', body }, ...handlers, ...final];
      }
      case 'ReturnStatement':
        return [parts[0] ? { k: 'return', value: expr(parts[0]), line } : { k: 'return', line }];
      case 'ThrowStatement':
        return [{ k: 'throw', line }];
      case 'BreakStatement':
        return [{ k: 'break', line }];
      case 'Block':
        return [{ k: 'block', body: statements(node) }];
      case 'LabeledStatement':
      case 'SynchronizedStatement':
        return [{ k: 'block', body: parts.flatMap(statement) }];
      case 'AssignmentExpression':
        return [assignment(node, line)];
    }
    return /Expression|Invocation/.test(node.name) ? [{ k: 'expr', value: expr(node), line }] : [];
  };

  const params = (node: SyntaxNode): Param[] =>
    (node.getChild('FormalParameters')?.getChildren('FormalParameter') ?? []).map((param) => {
      const name = param.getChild('Definition');
      const type = kids(param).find((part) => /Type/.test(part.name));
      const annotations = (
        param.getChild('Modifiers')
          ? kids(param.getChild('Modifiers') as SyntaxNode).filter((part) => /Annotation$/.test(part.name))
          : []
      ).map((annotation) => {
        const id = annotation.getChild('Identifier') ?? annotation.getChild('ScopedIdentifier');
        return id ? (text(id).split('.').pop() ?? '') : '';
      });
      return { name: name ? text(name) : '', type: type ? text(type) : '', annotations };
    });

  const ownerClass = (node: SyntaxNode): string | undefined => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (/^(ClassDeclaration|EnumDeclaration|RecordDeclaration|InterfaceDeclaration)$/.test(parent.name)) {
        const name = parent.getChild('Definition');
        return name ? text(name) : undefined;
      }
    }
    return undefined;
  };

  tree.iterate({
    enter(ref) {
      if (ref.name === 'MethodDeclaration' || ref.name === 'ConstructorDeclaration') {
        const node = ref.node;
        const name = node.getChild('Definition');
        const body = node.getChild('Block') ?? node.getChild('ConstructorBody');
        if (name && body) {
          const owner = ownerClass(node);
          functions.push({
            name: text(name),
            params: params(node),
            body: statements(body),
            line: source.lineOf(node.from),
            endLine: source.lineOf(node.to),
            ...(owner ? { owner } : {}),
          });
        }
      } else if (ref.name === 'FieldDeclaration') {
        const node = ref.node;
        const modifiers = node.getChild('Modifiers');
        if (!modifiers || !/\bfinal\b/.test(text(modifiers))) return;
        for (const declarator of node.getChildren('VariableDeclarator')) {
          const name = declarator.getChild('Definition');
          const value = declarator.getChild('AssignOp')?.nextSibling;
          const folded = value ? literal(value) : undefined;
          if (name && folded !== undefined) constants.set(text(name), folded);
        }
      }
    },
  });
  return { functions, constants };
}
